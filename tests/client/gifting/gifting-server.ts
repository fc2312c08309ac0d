import { http, type HttpHandler } from 'msw';
import axe from 'axe-core';
import { expect } from 'vitest';
import type { Desire } from '@contract/desire';
import type { PledgeBody, PledgeGiver, Pledges } from '@contract/gifting';
import { DEFAULT_SETTINGS, type UserSettings } from '@contract/settings';
import type { UserSummary } from '@contract/user';
import { error, json } from '../msw/handlers';
import { makeDesire, people } from '../msw/desires';

/** Settings of a backend with gifting (its `surpriseByDefault` present). */
export const giftingSettings = (surpriseByDefault = false): UserSettings => ({ ...DEFAULT_SETTINGS, surpriseByDefault });

export const giver = (userId: UserSummary | null, amount: number, message: string | null = null, anonymous = userId === null): PledgeGiver => ({
  userId,
  amount,
  anonymous,
  message,
  createdAt: new Date().toISOString(),
});

/** Leo's desire priced at €100 with an anonymous giver's €30 on it, as a backend with gifting answers it. */
export function pricedDesire(overrides: Partial<Desire> = {}): Desire {
  return makeDesire({
    title: 'A weekend in Lisbon',
    surprise: false,
    revealedAt: null,
    occasionId: null,
    price: { amount: 100, currency: 'EUR' },
    pledges: { total: 30, count: 1, mine: null, givers: [giver(null, 30, 'Happy birthday!')] },
    ...overrides,
  });
}

/**
 * A backend keeping one desire's pledges for Maya: PUT and DELETE change her part and answer the
 * pledges; `hold` keeps an answer back, `fail` answers with that status (409 with what is left).
 */
export function pledgeServer(initial: Desire) {
  const state = { desire: initial, bodies: [] as (PledgeBody | 'delete')[], hold: null as Promise<void> | null, fail: 0, left: 0 };
  const answer = (pledges: Pledges) => {
    state.desire = { ...state.desire, pledges };
    return json({ message: 'Pledge saved', pledges });
  };
  const without = (pledges: Pledges): Pledges => {
    const givers = pledges.givers.filter((g) => g.userId?._id !== people.maya._id);
    const total = pledges.total - (pledges.mine ?? 0);
    return { total, count: givers.length, mine: null, givers };
  };
  const handlers: HttpHandler[] = [
    http.get(`/api/desires/${initial._id}`, () => json(state.desire)),
    http.get(`/api/desires/${initial._id}/comments`, () => json([])),
    http.put(`/api/desires/${initial._id}/pledge`, async ({ request }) => {
      const body = (await request.json()) as PledgeBody;
      state.bodies.push(body);
      if (state.hold) await state.hold;
      if (state.fail === 409) return json({ message: 'That is more than what is left to pledge', left: state.left, currency: 'EUR' }, 409);
      if (state.fail) return error(state.fail, 'Something went wrong. Please try again.');
      const before = without(state.desire.pledges!);
      const mine = giver(people.maya, body.amount, body.message ?? null, body.anonymous ?? false);
      return answer({ total: before.total + body.amount, count: before.count + 1, mine: body.amount, givers: [mine, ...before.givers] });
    }),
    http.delete(`/api/desires/${initial._id}/pledge`, async () => {
      state.bodies.push('delete');
      if (state.hold) await state.hold;
      if (state.fail) return error(state.fail, 'Something went wrong. Please try again.');
      return answer(without(state.desire.pledges!));
    }),
  ];
  return { state, handlers };
}

/** A promise to hold an answer back, and its release. */
export function gate() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

/** axe-core on a part of the screen; colour contrast is judged by the browser tests (jsdom paints nothing). */
export async function expectNoAxeViolations(element: Element) {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

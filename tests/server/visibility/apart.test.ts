import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desire, PagedDesires, TrendingDesire } from '@contract/desire';
import type { LiveEvent } from '@contract/live';
import type { Notification } from '@contract/notification';
import { call } from '../helpers/desires';
import { PATHS, WAYS_APART, type WayApart, type Seen } from '../helpers/apart-table';
import { REST_PROBES } from './apart-probes';
import { buildWorld, HIDDEN_WORDS, type Observation, type World } from './apart-world';

// Who may see what of whom, on every path (helpers/apart-table.ts): for each way Rita may stand apart
// from Maya, every path first shows it works (it carries Nico's or Olivia's things), then carries of
// Maya exactly what the table says: her, the words of her hidden comments, or nothing.

/** What of Maya an answer holds: her name, id, desires or category (all of which say "Maya"), and the words an operator hides. */
function seenOf(w: World, observation: Observation): Exclude<Seen, 'n/a'> {
  const her = observation.text.includes('Maya') || observation.text.includes(w.maya.id) || observation.text.includes(w.ids.m1) || observation.text.includes(w.ids.mayaPicks);
  const words = HIDDEN_WORDS.some((words) => observation.text.includes(words));
  if (words && !her) throw new Error('her words without her name');
  return words ? 'her+words' : her ? 'her' : 'nothing';
}

describe.each(WAYS_APART)('when the way apart is %s', (apart: WayApart) => {
  let w: World;
  beforeAll(async () => {
    w = await buildWorld(apart, REST_PROBES);
  }, 240_000);
  afterAll(() => w?.close());

  it.each(PATHS.map((row) => [row.path, row] as const))('%s carries of her what the table says', (_, row) => {
    const observation = w.seen.get(row.path);
    expect(observation, `no probe walked ${row.path}`).toBeDefined();
    expect(observation!.signal, `${row.path} did not carry its control`).toBe(true);
    const expected = row.cells[apart];
    // She cannot act once an admin blocked her (the world checked her acts were refused): nothing of hers can come.
    expect(seenOf(w, observation!), row.carries).toBe(expected === 'n/a' ? 'nothing' : expected);
  });

  it('counts say no more than the lists: reactions on every desire answer, comments at rest, in trending and live, unread notices, followers', async () => {
    const lists = ['/desires/public?limit=50', '/desires/following?limit=50', `/desires/user/${w.olivia.id}?limit=50`, '/saved', `/users/${w.olivia.id}/fulfilled`];
    const desires: Desire[] = [(await call(w.t.app, 'GET', `/desires/${w.ids.d}`, w.rita)).json<Desire>()];
    for (const path of lists) desires.push(...(await call(w.t.app, 'GET', path, w.rita)).json<PagedDesires>().desires);
    expect(desires.find((desire) => desire._id === w.ids.d)?.reactions.length).toBeGreaterThan(0);
    for (const desire of desires) expect(desire.reactionsCount, desire.title).toBe(desire.reactions.length);

    const notices = (await call(w.t.app, 'GET', '/notifications', w.rita)).json<Notification[]>();
    const unread = (await call(w.t.app, 'GET', '/notifications/unread-count', w.rita)).json<{ count: number }>().count;
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBe(notices.filter((notice) => !notice.isRead).length);

    // Comments too, at rest, in trending and in the live copy of D's edit (the first event Rita got),
    // each as D's comment list had it when the REST paths were walked (before Rita's reaction to it).
    const atRest = JSON.parse(w.seen.get('GET /api/desires/{id}')!.text) as Desire;
    const listed = JSON.parse(w.seen.get('GET /api/desires/{id}/comments')!.text) as unknown[];
    expect(listed.length).toBeGreaterThan(0);
    expect(atRest.commentsCount).toBe(listed.length);
    const trending = (JSON.parse(w.seen.get('GET /api/desires/trending')!.text) as TrendingDesire[]).find((item) => item._id === w.ids.d);
    expect(trending && [trending.reactionsCount, trending.commentsCount]).toEqual([atRest.reactionsCount, atRest.commentsCount]);
    const edit = w.seen
      .get('live desire_update')!
      .text.split('\n')
      .map((line) => JSON.parse(line) as Extract<LiveEvent, { type: 'desire_update' }>)
      .find((event) => event.data.desire._id === w.ids.d);
    // (Rita reacted to D in between: the live copy's reaction count is its own list's.)
    expect(edit && [edit.data.desire.reactionsCount, edit.data.desire.commentsCount]).toEqual([edit?.data.desire.reactions.length, atRest.commentsCount]);

    const followers = (await call(w.t.app, 'GET', `/users/${w.olivia.id}/followers`, w.rita)).json<unknown[]>();
    const stats = (await call(w.t.app, 'GET', `/stats/user/${w.olivia.id}`, w.rita)).json<{ followers: number }>();
    expect(stats.followers).toBe(followers.length);
  });
});

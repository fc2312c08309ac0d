import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Desire } from '@contract/desire';
import { withCommentCount, withReaction, withStatus, type DesirePages } from '@/features/desires/api/cache';
import { withOwnPledge, withPledges } from '@/features/desires/api/pledge-cache';
import { receiveDesireUpdate } from '@/features/desires/api/live-updates';
import { desireQueries } from '@/features/desires/api/queries';
import { makeDesire, paged, people } from '../msw/desires';
import { giver, pricedDesire } from './gifting-server';

const gifting = (d: Desire) => ({ surprise: d.surprise, price: d.price, occasionId: d.occasionId, pledges: d.pledges, revealedAt: d.revealedAt });

describe('the pledge patchers', () => {
  const desire = pricedDesire({ surprise: true, occasionId: '6650a1b2c3d4e5f60123aaaa' });
  const now = '2026-11-30T12:00:00.000Z';

  it('a first part adds to the sum and the count, and tops the givers with the reader', () => {
    const next = withOwnPledge(desire, people.maya, { amount: 20.1, anonymous: true, message: 'Hi' }, now);
    expect(next.pledges).toEqual({ total: 50.1, count: 2, mine: 20.1, givers: [{ userId: people.maya, amount: 20.1, anonymous: true, message: 'Hi', createdAt: now }, ...desire.pledges!.givers] });
  });

  it('a changed part replaces the reader’s line, the count stays; a withdrawn one leaves the others', () => {
    const given = withOwnPledge(desire, people.maya, { amount: 20, anonymous: false, message: null }, now);
    const changed = withOwnPledge(given, people.maya, { amount: 35.5, anonymous: false, message: null }, now);
    expect(changed.pledges).toMatchObject({ total: 65.5, count: 2, mine: 35.5 });
    expect(changed.pledges!.givers.filter((g) => g.userId?._id === people.maya._id)).toHaveLength(1);
    const withdrawn = withOwnPledge(changed, people.maya, null, now);
    expect(withdrawn.pledges).toEqual(desire.pledges);
  });

  it('a desire without pledges (a backend without gifting) is left as it was, by both patchers', () => {
    const plain = makeDesire();
    expect(withOwnPledge(plain, people.maya, { amount: 5, anonymous: false, message: null })).toBe(plain);
    expect(withPledges(plain, { total: 5, count: 1, mine: 5, givers: [] })).toBe(plain);
  });

  it('the other patchers keep the gifting fields as they were', () => {
    const patched = withCommentCount(withReaction(withStatus(desire, 'in_progress'), people.maya._id, '🔥'), 1);
    expect(gifting(patched)).toEqual(gifting(desire));
  });

  it('a live update of the desire brings its pledges and reveal into every cached list and its page', () => {
    const client = new QueryClient();
    const listKey = desireQueries.lists();
    const key = [...listKey, 'public', {}] as const;
    client.setQueryData<DesirePages>(key, { pages: [paged([desire])], pageParams: [1] });
    client.setQueryData(desireQueries.detail(desire._id).queryKey, desire);
    const revealed: Desire = { ...desire, revealedAt: now, pledges: { total: 60, count: 2, mine: null, givers: [giver(people.leo, 30), ...desire.pledges!.givers] } };
    receiveDesireUpdate(client, revealed);
    const listed = client.getQueryData<DesirePages>(key)!.pages[0]!.desires[0]!;
    expect(gifting(listed)).toEqual(gifting(revealed));
    expect(gifting(client.getQueryData<Desire>(desireQueries.detail(desire._id).queryKey)!)).toEqual(gifting(revealed));
  });
});

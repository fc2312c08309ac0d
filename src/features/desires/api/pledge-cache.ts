import type { QueryClient } from '@tanstack/react-query';
import type { Desire } from '@contract/desire';
import type { PledgeGiver, Pledges } from '@contract/gifting';
import type { UserSummary } from '@contract/user';
import { patchDesireEverywhere } from './cache-writes';

/*
 * The pledges' cache patchers, pure, apart from cache.ts: only a giver's own pledge uses them, so they
 * load with the pledge dialog's code and not with every desire card.
 */

/** The server's word on a desire's pledges (a pledge's answer); a desire without them is left as it is. */
export function withPledges(desire: Desire, pledges: Pledges): Desire {
  return desire.pledges === undefined ? desire : { ...desire, pledges };
}

/**
 * The reader's own part becomes `part` (null withdraws it), as the giver sees it before the server
 * answers: the sum and the count move by their change, and their line tops the givers.
 */
export function withOwnPledge(desire: Desire, giver: UserSummary, part: Pick<PledgeGiver, 'amount' | 'anonymous' | 'message'> | null, now = new Date().toISOString()): Desire {
  if (desire.pledges === undefined) return desire;
  const before = desire.pledges ?? { total: 0, count: 0, mine: null, givers: [] };
  const had = before.mine !== null;
  const cents = (amount: number) => Math.round(amount * 100);
  const total = (cents(before.total) - cents(before.mine ?? 0) + cents(part?.amount ?? 0)) / 100;
  const others = before.givers.filter((g) => g.userId?._id !== giver._id);
  const givers = part ? [{ userId: giver, amount: part.amount, anonymous: part.anonymous, message: part.message, createdAt: now }, ...others] : others;
  const count = Math.max(0, before.count + (part ? 1 : 0) - (had ? 1 : 0));
  return { ...desire, pledges: { total: Math.max(0, total), count, mine: part ? part.amount : null, givers } };
}

/** The pledges as the server now has them for this reader, on every cached copy of the desire. */
export function setPledgesEverywhere(client: QueryClient, id: string, pledges: Pledges) {
  patchDesireEverywhere(client, id, (d) => withPledges(d, pledges));
}

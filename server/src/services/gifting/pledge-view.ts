import type { Pledges, Price } from '@contract/gifting';
import type { DesireRecord, PledgeJson } from '../../db/desire-record';
import type { DesireRow } from '../../db/schema';
import { blindFor } from '../visibility/surprise';

/** Cents as the contract's amount (units with at most two decimals). */
export const fromCents = (cents: number): number => cents / 100;
/** An amount the contract accepted (whole cents) as cents. */
export const toCents = (amount: number): number => Math.round(amount * 100);

const iso = (value: string): string => new Date(value).toISOString();

export function priceOf(desire: Pick<DesireRow, 'priceCents' | 'priceCurrency'>): Price | null {
  return desire.priceCents === null || desire.priceCurrency === null ? null : { amount: fromCents(desire.priceCents), currency: desire.priceCurrency };
}

/**
 * The pledges as this reader may see them: null without a price, and for the owner of an unrevealed
 * surprise. An anonymous giver is named to nobody but themself; a message reaches the giver and the
 * owner (who reads it only once the surprise is revealed, or on a desire that is none). The sum and
 * the count are the desire's kept counters, the same for every reader: what is left to pledge is
 * what it is, whoever asks.
 */
export function pledgesFor(record: DesireRecord, viewerId: string | null): Pledges | null {
  const { desire } = record;
  if (desire.priceCents === null || blindFor(desire, viewerId)) return null;
  const list = record.pledges ?? [];
  const isOwner = viewerId !== null && viewerId === desire.userId;
  const mine = viewerId === null ? undefined : list.find((pledge) => pledge.userId === viewerId);
  return {
    total: fromCents(desire.pledgedCents),
    count: desire.pledgeCount,
    mine: mine ? fromCents(mine.amountCents) : null,
    givers: list.map((pledge) => toGiver(pledge, viewerId, isOwner)),
  };
}

function toGiver(pledge: PledgeJson, viewerId: string | null, isOwner: boolean): Pledges['givers'][number] {
  const isGiver = viewerId !== null && pledge.userId === viewerId;
  const named = (!pledge.anonymous || isGiver) && pledge.userId !== null;
  return {
    userId: named ? { _id: pledge.userId!, fullName: pledge.fullName ?? '', profileImage: pledge.profileImage } : null,
    amount: fromCents(pledge.amountCents),
    anonymous: pledge.anonymous,
    message: isGiver || isOwner ? pledge.message : null,
    createdAt: iso(pledge.createdAt),
  };
}

/** The reader gave to this desire: their copy names them and shows their message. */
export const pledgedBy = (record: DesireRecord, viewerId: string): boolean => record.pledges?.some((pledge) => pledge.userId === viewerId) ?? false;

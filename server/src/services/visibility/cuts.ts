import type { DesireRecord, FulfillmentJson } from '../../db/desire-record';
import type { ReaderSets } from './reader';

/*
 * What a block takes out of things the reader may otherwise see: a third member's desire carries
 * the reactions, offers and pledges of anyone, and its comments list holds anyone's words. Records and lists
 * are the same for every reader (and shared between them through the read cache), so they are cut
 * per reader here, from the reader's sets (reader.ts), never by a statement of their own. The same
 * cuts serve REST answers and each live copy (desires/live-copies.ts, with the sets the event carries).
 */

const NOBODY: ReadonlySet<string> = new Set();

/**
 * An offer of a member on the other side of a block with the reader: it stays (the desire's status
 * rests on it) but as an anonymous one, without name or message.
 */
const anonymousOffer = (offer: FulfillmentJson): FulfillmentJson => ({ ...offer, userId: null, fullName: null, profileImage: null, anonymous: true, message: null });

/**
 * The record as a reader apart from `apart` sees it: those members' reactions leave the list and the
 * count, their offers turn anonymous. The same record when there is nothing to cut, as for almost
 * every reader.
 */
export function recordFor(record: DesireRecord, apart: ReadonlySet<string> = NOBODY): DesireRecord {
  if (apart.size === 0) return record;
  const reactions = record.reactions.filter((reaction) => !apart.has(reaction.userId));
  const touchesOffers = record.fulfillments.some((offer) => offer.userId !== null && apart.has(offer.userId));
  // A pledge of theirs leaves the givers as a reaction leaves its list; the sum stays whole (what is
  // left to pledge is the same for everyone).
  const touchesPledges = record.pledges?.some((pledge) => pledge.userId !== null && apart.has(pledge.userId)) ?? false;
  if (reactions.length === record.reactions.length && !touchesOffers && !touchesPledges) return record;
  const removed = record.reactions.length - reactions.length;
  return {
    ...record,
    ...(touchesPledges ? { pledges: record.pledges!.filter((pledge) => pledge.userId === null || !apart.has(pledge.userId)) } : {}),
    desire: removed === 0 ? record.desire : { ...record.desire, reactionsCount: Math.max(0, record.desire.reactionsCount - removed) },
    reactions,
    fulfillments: touchesOffers ? record.fulfillments.map((offer) => (offer.userId !== null && apart.has(offer.userId) ? anonymousOffer(offer) : offer)) : record.fulfillments,
  };
}

/** The members `recordFor` would cut for this reader, in a stable order (a live copy's key), or '' for none. */
export function apartKey(record: DesireRecord, apart: ReadonlySet<string>): string {
  if (apart.size === 0) return '';
  const cut = new Set<string>();
  for (const reaction of record.reactions) if (apart.has(reaction.userId)) cut.add(reaction.userId);
  for (const offer of record.fulfillments) if (offer.userId !== null && apart.has(offer.userId)) cut.add(offer.userId);
  for (const pledge of record.pledges ?? []) if (pledge.userId !== null && apart.has(pledge.userId)) cut.add(pledge.userId);
  return [...cut].sort().join(',');
}

/** Reactions without those of members on the other side of a block with the reader. */
export function reactionsFor<T extends { userId: string }>(list: T[], readerSets: Pick<ReaderSets, 'blocked'>): T[] {
  return readerSets.blocked.size === 0 ? list : list.filter((reaction) => !readerSets.blocked.has(reaction.userId));
}

/**
 * Who reacted, as the reader may see it: without members across a block with them, nor members they
 * muted. The list names people, as comments do; a desire's own reactions and count keep a muted
 * member's (reactionsFor), since a mute is silent and the bar's counts are everyone's.
 */
export function reactorsFor<T extends { userId: string }>(list: T[], readerSets: Pick<ReaderSets, 'hidden'>): T[] {
  if (readerSets.hidden.length === 0) return list;
  const hidden = new Set(readerSets.hidden);
  return list.filter((reaction) => !hidden.has(reaction.userId));
}

/**
 * A reaction count as the reader may see it: the kept counter less the reactions of members across a
 * block with them (`all`: every reaction the counter counts, `shown`: those left for the reader).
 */
export const reactionCountFor = (counter: number, all: number, shown: number): number => Math.max(0, counter - (all - shown));

/** Comments without those of members across a block with the reader, nor of members the reader muted. */
export function commentsFor<T extends { userId: { _id: string } }>(list: T[], readerSets: Pick<ReaderSets, 'hidden'>): T[] {
  if (readerSets.hidden.length === 0) return list;
  const hidden = new Set(readerSets.hidden);
  return list.filter((comment) => !hidden.has(comment.userId._id));
}

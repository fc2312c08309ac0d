import type { Comment, Reaction } from '@contract/desire';
import type { Database } from '../../db/client';
import type { DesireRow } from '../../db/schema';
import type { Audience } from '../../live/audience';
import type { DesireEvent } from '../../live/messages';
import type { LivePublisher } from '../../live/publisher';
import type { DesireRecord } from '../../db/desire-record';
import { saversOf } from './saved-flags';
import { desireDelivery, lostReaders, narrowAudience, readersAudience } from '../visibility/audience';
import { blocksTouching } from '../visibility/members';
import { readersOf, type Readers } from '../visibility/desires';
import { unrevealed } from '../visibility/surprise';

/*
 * The live events of desires. Services call these after their transaction has committed and only
 * when the call succeeded. Audiences are worked out here and now, from the database, by the one
 * visibility rule (services/visibility): readersOf, less the members kept apart from the owner or
 * the member who acted; desires travel as records and are cut for each recipient on delivery.
 */

type DesireRef = Pick<DesireRow, 'id' | 'userId' | 'visibility'> & { hiddenReason?: string | null };

/** A failure here is reported, never thrown: the caller's write has committed and must still answer. */
async function safely(live: LivePublisher, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    live.failed(error, what);
  }
}

/** The members whose reactions or offers a record carries: each copy leaves out those across a block with the recipient. */
const carriedBy = (record: DesireRecord): string[] => [
  ...record.reactions.map((reaction) => reaction.userId),
  ...record.fulfillments.flatMap((offer) => (offer.userId === null ? [] : [offer.userId])),
  ...(record.pledges ?? []).flatMap((pledge) => (pledge.userId === null ? [] : [pledge.userId])),
];

/** The desire whose comments its count counts, when it counts any: each copy's count leaves out the recipient's apart. */
const commentsOf = (record: DesireRecord): string | null => (record.desire.commentsCount > 0 ? record.desire.id : null);

/**
 * Everyone who may see the desire now gets the event (the owner's other tabs included). `givers`: the
 * event is news of an offer or a pledge (every status_update is): the owner of an unrevealed surprise
 * is not told (visibility/surprise.ts).
 */
export function publishDesire(db: Database, live: LivePublisher, record: DesireRecord, event: DesireEvent, { givers = false } = {}): Promise<void> {
  return safely(live, event.type, async () => {
    const readers = await readersOf(db, record.desire);
    // A new desire is nobody's bookmark yet.
    const savedBy = event.type === 'new_desire' ? [] : await saversOf(db, record.desire.id);
    // Not to members on either side of a block with the owner, nor to those who muted them.
    const owner = record.desire.userId;
    const { audience, apart, commentsApart } = await desireDelivery(db, readers, { members: [owner], mutedActor: owner, carried: carriedBy(record), commentsOn: commentsOf(record) });
    const news = givers || event.type === 'status_update';
    live.publish({ kind: 'desire', audience: news && unrevealed(record.desire) ? narrowAudience(audience, [owner]) : audience, event, record, savedBy, apart, commentsApart });
  });
}

/**
 * After an edit: desire_update to everyone who may see it now, desire_removed to those who could
 * see it before (`before`, read before the edit) and no longer can.
 */
export function publishDesireEdit(db: Database, live: LivePublisher, before: Readers, record: DesireRecord): Promise<void> {
  return safely(live, 'desire_update', async () => {
    const after = await readersOf(db, record.desire);
    const savedBy = await saversOf(db, record.desire.id);
    const owner = record.desire.userId;
    const { audience, apart, excluded, commentsApart } = await desireDelivery(db, after, { members: [owner], mutedActor: owner, carried: carriedBy(record), commentsOn: commentsOf(record) });
    live.publish({ kind: 'desire', audience, event: { type: 'desire_update' }, record, savedBy, apart, commentsApart });
    const lost = lostReaders(before, after);
    if (lost) live.publish({ kind: 'event', audience: narrowAudience(lost, excluded), event: { type: 'desire_removed', data: { desireId: record.desire.id } } });
  });
}

/**
 * Who is told that these desires of one owner left, worked out while they still exist: each one's
 * readers, less the members kept apart from the owner (they never had it, and its id is not theirs to
 * learn). One statement for the owner's blocks, one per desire for its readers.
 */
export async function removalAudiences(db: Database, ownerId: string, desires: readonly DesireRef[]): Promise<Map<string, Audience>> {
  const audiences = new Map<string, Audience>();
  if (desires.length === 0) return audiences;
  const { pairs } = await blocksTouching(db, [ownerId], null);
  const apart = pairs.map(([a, b]) => (a === ownerId ? b : a));
  for (const desire of desires) audiences.set(desire.id, narrowAudience(readersAudience(await readersOf(db, desire)), apart));
  return audiences;
}

/** After a delete: everyone who could see it (`audience`, from removalAudiences before the delete) lets it go. */
export function publishDesireDeleted(live: LivePublisher, audience: Audience, desireId: string): void {
  live.publish({ kind: 'event', audience, event: { type: 'desire_removed', data: { desireId } } });
}

export function publishReaction(
  db: Database,
  live: LivePublisher,
  desire: DesireRef,
  change: { action: 'added' | 'updated' | 'removed'; reaction: Reaction | null; userId: string },
  /** Members across a block with the owner or the reactor, when the caller's statement read them already. */
  excluded?: readonly string[],
): Promise<void> {
  return safely(live, 'reaction_update', async () => {
    const readers = await readersOf(db, desire);
    const audience = excluded
      ? narrowAudience(readersAudience(readers), excluded)
      : (await desireDelivery(db, readers, { members: [desire.userId, change.userId] })).audience;
    live.publish({ kind: 'event', audience, event: { type: 'reaction_update', data: { postId: desire.id, ...change } } });
  });
}

export function publishComment(db: Database, live: LivePublisher, desire: DesireRef, comment: Comment): Promise<void> {
  return safely(live, 'comment_update', async () => {
    const readers = await readersOf(db, desire);
    // Not across a block with the owner or the commenter, nor to those who muted the commenter.
    const { audience } = await desireDelivery(db, readers, { members: [desire.userId, comment.userId._id], mutedActor: comment.userId._id });
    live.publish({ kind: 'event', audience, event: { type: 'comment_update', data: { postId: desire.id, action: 'added', comment, commentId: comment._id } } });
  });
}

/**
 * A comment that went (with its author's account, or hidden by an operator): it leaves the screens
 * of the desire's readers, but those kept apart from the owner or the author, who never had it, and
 * `keep` (the author of a hidden comment, who still sees it marked).
 */
export function publishCommentDeleted(db: Database, live: LivePublisher, desire: DesireRef, commentId: string, authorId: string | null = null, keep: string | null = null): Promise<void> {
  return safely(live, 'comment_update', async () => {
    const readers = await readersOf(db, desire);
    const { audience } = await desireDelivery(db, readers, { members: authorId ? [desire.userId, authorId] : [desire.userId] });
    live.publish({
      kind: 'event',
      audience: keep ? narrowAudience(audience, [keep]) : audience,
      event: { type: 'comment_update', data: { postId: desire.id, action: 'deleted', comment: null, commentId } },
    });
  });
}

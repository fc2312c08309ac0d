import type { Comment, Reaction } from '@contract/desire';
import type { Database } from '../../db/client';
import type { DesireRow } from '../../db/schema';
import { lostReaders, readersAudience } from '../../live/audience';
import type { DesireEvent } from '../../live/messages';
import type { LivePublisher } from '../../live/publisher';
import type { DesireRecord } from './serialise';
import { saversOf } from './saved-flags';
import { readersOf, type Readers } from './visibility';
import { narrowAudience, readersAudienceWithout } from '../relation-ids';

/*
 * The live events of desires. Services call these after their transaction has committed and only
 * when the call succeeded. Audiences are worked out here and now, from the database, by the one
 * visibility rule (readersOf); desires travel as records and are cut for each recipient on delivery.
 */

type DesireRef = Pick<DesireRow, 'id' | 'userId' | 'visibility'>;

/** A failure here is reported, never thrown: the caller's write has committed and must still answer. */
async function safely(live: LivePublisher, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    live.failed(error, what);
  }
}

/** Everyone who may see the desire now gets the event (the owner's other tabs included). */
export function publishDesire(db: Database, live: LivePublisher, record: DesireRecord, event: DesireEvent): Promise<void> {
  return safely(live, event.type, async () => {
    const readers = await readersOf(db, record.desire);
    // A new desire is nobody's bookmark yet.
    const savedBy = event.type === 'new_desire' ? [] : await saversOf(db, record.desire.id);
    // Not to members on either side of a block with the owner, nor to those who muted them.
    const audience = await readersAudienceWithout(db, readers, [record.desire.userId], record.desire.userId);
    live.publish({ kind: 'desire', audience, event, record, savedBy });
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
    const audience = await readersAudienceWithout(db, after, [record.desire.userId], record.desire.userId);
    live.publish({ kind: 'desire', audience, event: { type: 'desire_update' }, record, savedBy });
    const lost = lostReaders(before, after);
    if (lost) live.publish({ kind: 'event', audience: lost, event: { type: 'desire_removed', data: { desireId: record.desire.id } } });
  });
}

/** After a delete: everyone who could see it (read before the delete) lets it go. */
export function publishDesireDeleted(live: LivePublisher, before: Readers, desireId: string): void {
  live.publish({ kind: 'event', audience: readersAudience(before), event: { type: 'desire_removed', data: { desireId } } });
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
      : await readersAudienceWithout(db, readers, [desire.userId, change.userId]);
    live.publish({ kind: 'event', audience, event: { type: 'reaction_update', data: { postId: desire.id, ...change } } });
  });
}

export function publishComment(db: Database, live: LivePublisher, desire: DesireRef, comment: Comment): Promise<void> {
  return safely(live, 'comment_update', async () => {
    const readers = await readersOf(db, desire);
    live.publish({
      kind: 'event',
      // Not across a block with the owner or the commenter, nor to those who muted the commenter.
      audience: await readersAudienceWithout(db, readers, [desire.userId, comment.userId._id], comment.userId._id),
      event: { type: 'comment_update', data: { postId: desire.id, action: 'added', comment, commentId: comment._id } },
    });
  });
}

/** A comment that went (with its author's account): it leaves the screens of the desire's readers. */
export function publishCommentDeleted(db: Database, live: LivePublisher, desire: DesireRef, commentId: string): Promise<void> {
  return safely(live, 'comment_update', async () => {
    const readers = await readersOf(db, desire);
    live.publish({
      kind: 'event',
      audience: readersAudience(readers),
      event: { type: 'comment_update', data: { postId: desire.id, action: 'deleted', comment: null, commentId } },
    });
  });
}

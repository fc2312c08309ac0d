import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { desires } from '../../db/schema';
import type { Audience } from '../../live/audience';
import type { LivePublisher } from '../../live/publisher';
import { readersOf } from '../desires/visibility';

/**
 * A comment an operator hid leaves the screens of its desire's readers, all but its author's: they
 * still see it (marked hidden) when they next read the list.
 */
export async function publishCommentHidden(db: Database, live: LivePublisher, desireId: string, commentId: string, authorId: string): Promise<void> {
  try {
    const [desire] = await db.select({ id: desires.id, userId: desires.userId, visibility: desires.visibility, hiddenReason: desires.hiddenReason }).from(desires).where(eq(desires.id, desireId));
    if (!desire) return;
    const readers = await readersOf(db, desire);
    const audience: Audience = readers.everyone
      ? { to: 'all-except', userIds: [authorId] }
      : { to: 'users', userIds: readers.memberIds.filter((id) => id !== authorId) };
    live.publish({ kind: 'event', audience, event: { type: 'comment_update', data: { postId: desireId, action: 'deleted', comment: null, commentId } } });
  } catch (error) {
    live.failed(error, 'comment_update');
  }
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { desires } from '../../db/schema';
import type { LivePublisher } from '../../live/publisher';
import { publishCommentDeleted } from '../desires/events';

/**
 * A comment an operator hid leaves the screens of its desire's readers, all but its author's: they
 * still see it (marked hidden) when they next read the list.
 */
export async function publishCommentHidden(db: Database, live: LivePublisher, desireId: string, commentId: string, authorId: string): Promise<void> {
  try {
    const [desire] = await db.select({ id: desires.id, userId: desires.userId, visibility: desires.visibility, hiddenReason: desires.hiddenReason }).from(desires).where(eq(desires.id, desireId));
    if (!desire) return;
    await publishCommentDeleted(db, live, desire, commentId, authorId, authorId);
  } catch (error) {
    live.failed(error, 'comment_update');
  }
}

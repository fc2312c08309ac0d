import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { comments } from '../../db/schema';
import { notHidden } from './members';

/**
 * A comment (of a desire the reader may see) that the reader may be shown: not written by an account
 * out of the members' space, and one an operator hid is its author's alone. Blocks and mutes are cut
 * from a list by the reader's sets (cuts.ts commentsFor); a single look-up adds notBlockedBetween.
 */
export function commentVisibleTo(viewerId: string | null): SQL {
  return and(notHidden(comments.userId), viewerId ? or(isNull(comments.hiddenReason), eq(comments.userId, viewerId)) : isNull(comments.hiddenReason))!;
}

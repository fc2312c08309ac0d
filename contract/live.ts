import * as z from 'zod/mini';
import { chatMessageSchema } from './chat';
import { commentSchema, desireSchema, desireStatusSchema, reactionSchema } from './desire';
import { notificationSchema } from './notification';

/**
 * The live channel, `/ws?token=`: what the server sends (the spec: member core 4 "Live connection") and what
 * the app may send. Every server message is `{ type, data }` except `pong`. Desires inside events
 * are cut for their recipient exactly like HTTP answers (an anonymous fulfiller is named to nobody
 * else), and an event reaches only members who may see its desire.
 */

/** `notification` with `data.type` new_message: a chat message for one of the member's chats. */
export const newMessageNoticeSchema = z.object({
  type: z.literal('new_message'),
  chatId: z.string(),
  message: chatMessageSchema,
  /** true on the sender's own other tabs and devices */
  isSender: z.boolean(),
});
export type NewMessageNotice = z.infer<typeof newMessageNoticeSchema>;

export const REACTION_ACTIONS = ['added', 'updated', 'removed'] as const;
export const COMMENT_ACTIONS = ['added', 'deleted'] as const;
/** started: someone offered to fulfil; completed: the owner marked it fulfilled; changed: an owner menu move. */
export const STATUS_ACTIONS = ['fulfillment_started', 'fulfillment_completed', 'status_changed'] as const;

export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('notification'), data: z.union([newMessageNoticeSchema, notificationSchema]) }),
  z.object({
    type: z.literal('reaction_update'),
    data: z.object({
      postId: z.string(),
      action: z.enum(REACTION_ACTIONS),
      /** the member's reaction after the change; null when removed */
      reaction: z.nullable(reactionSchema),
      userId: z.string(),
    }),
  }),
  z.object({
    type: z.literal('comment_update'),
    data: z.object({
      postId: z.string(),
      action: z.enum(COMMENT_ACTIONS),
      /** null when deleted */
      comment: z.nullable(commentSchema),
      commentId: z.string(),
    }),
  }),
  z.object({
    type: z.literal('status_update'),
    data: z.object({ desireId: z.string(), action: z.enum(STATUS_ACTIONS), newStatus: desireStatusSchema, desire: desireSchema }),
  }),
  z.object({ type: z.literal('new_desire'), data: z.object({ desire: desireSchema }) }),
  /** An edit of a desire the member may see (also one that just became visible to them). */
  z.object({ type: z.literal('desire_update'), data: z.object({ desire: desireSchema }) }),
  /** A desire deleted, or no longer visible to the member: it leaves their screens. */
  z.object({ type: z.literal('desire_removed'), data: z.object({ desireId: z.string() }) }),
  /**
   * The other participant of one of the member's chats blocked them (`blockedByOther` true) or lifted
   * the block (false): the chat's `blockedByOther` changes. Sent to that member only.
   */
  z.object({ type: z.literal('chat_block'), data: z.object({ chatId: z.string(), blockedByOther: z.boolean() }) }),
  /** The member saved (or unsaved) a desire in another tab or device: sent to that member only. */
  z.object({ type: z.literal('desire_saved'), data: z.object({ desireId: z.string(), saved: z.boolean() }) }),
  /** A chat one of its two participants deleted, messages and all: it leaves both members' screens. */
  z.object({ type: z.literal('chat_deleted'), data: z.object({ chatId: z.string(), deletedBy: z.string() }) }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

/**
 * What the app sends: only a ping (every 30 s); anything else is ignored. `visible` is an extra: the
 * page is open and visible (sent again when that changes), so the server holds back pushes meanwhile.
 * A backend without it ignores the field.
 */
export const liveClientMessageSchema = z.object({ type: z.literal('ping'), visible: z.optional(z.boolean()) });
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/** Close codes of `/ws` besides the standard ones. */
export const LIVE_CLOSE = {
  /** no token, or one that is unknown, expired or revoked */
  unauthorized: 4401,
  /** an admin token: admins have no live channel */
  forbidden: 4403,
  /** too many open sockets for one member */
  tooMany: 4429,
} as const;

import * as z from 'zod/mini';
import { idSchema } from './fields';
import { extra, missingAsNull } from './extension';
import { userSummarySchema } from './user';

export const NOTIFICATION_TYPES = ['follow', 'like', 'comment', 'reaction', 'fulfillment'] as const;

/**
 * Kinds our server adds beyond the spec's: 'report' (a report the recipient made was resolved),
 * 'pledge' (a part pledged to the recipient's desire), 'reveal' (a surprise of theirs was revealed)
 * and 'occasion_reminder' (an occasion of someone they follow is near). A
 * backend without reports never sends it; a notice of a kind the app does not know is left out of
 * the list (lists drop items that fail their schema), so adding one breaks no client.
 */
export const EXTRA_NOTIFICATION_TYPES = ['report', 'pledge', 'reveal', 'occasion_reminder'] as const;

/**
 * What a notice tells, in parts (who, which desire, what they wrote), from which the app words it in
 * the reader's language and the server a push or a digest in the member's; `message` is their English.
 * A name or title is the member's own text, as it was when the notice was written.
 */
export const noticePartsSchema = z.union([
  z.object({ kind: z.literal('follow'), name: z.string() }),
  z.object({ kind: z.literal('reaction'), name: z.string(), emoji: z.string(), title: z.string() }),
  z.object({ kind: z.literal('comment'), name: z.string(), title: z.string(), quote: z.string() }),
  // `name` null: an anonymous offer. `message`: what the offer said, if anything.
  z.object({ kind: z.literal('offer'), name: z.nullable(z.string()), title: z.string(), message: z.nullable(z.string()) }),
  z.object({ kind: z.literal('fulfilled'), name: z.string(), title: z.string() }),
  z.object({ kind: z.literal('report'), target: z.enum(['desire', 'comment', 'user']) }),
  // `name` null: an anonymous giver. `amount` in `currency`'s units.
  z.object({ kind: z.literal('pledge'), name: z.nullable(z.string()), title: z.string(), amount: z.number(), currency: z.string() }),
  // A surprise revealed: how many offers and pledges it had waiting.
  z.object({ kind: z.literal('reveal'), title: z.string(), offers: z.int(), pledges: z.int() }),
  // `date`: the day it falls (YYYY-MM-DD); `daysLeft`: 14 or 3 as sent.
  z.object({ kind: z.literal('occasion'), name: z.string(), title: z.string(), date: z.string(), daysLeft: z.int() }),
]);
export type NoticeParts = z.infer<typeof noticePartsSchema>;

/**
 * A notification as GET /api/notifications answers it. `fromUserId` is null when nobody may be named
 * (an anonymous fulfiller); `relatedId` is the reaction, comment or desire the notice is about.
 */
export const notificationSchema = z.object({
  _id: z.string(),
  type: z.enum([...NOTIFICATION_TYPES, ...EXTRA_NOTIFICATION_TYPES]),
  message: z.string(),
  isRead: z._default(z.boolean(), false),
  createdAt: z.string(),
  fromUserId: missingAsNull(userSummarySchema),
  desireId: missingAsNull(z.string()),
  relatedId: missingAsNull(z.string()),
  /** Left out for a notice written before parts were kept, and by a backend that keeps only the spec. */
  parts: extra(
    z.optional(noticePartsSchema),
    undefined,
    "What the notice tells, for the app to word it in the reader's language (its `message` is the English); absent for notices older than it",
  ),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);

export const notificationIdParamsSchema = z.object({ id: idSchema });

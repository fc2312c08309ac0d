import * as z from 'zod/mini';
import { idSchema } from './fields';
import { missingAsNull } from './extension';
import { userSummarySchema } from './user';

export const NOTIFICATION_TYPES = ['follow', 'like', 'comment', 'reaction', 'fulfillment'] as const;

/**
 * Kinds our server adds beyond the spec's: 'report' (a report the recipient made was resolved). A
 * backend without reports never sends it; a notice of a kind the app does not know is left out of
 * the list (lists drop items that fail their schema), so adding one breaks no client.
 */
export const EXTRA_NOTIFICATION_TYPES = ['report'] as const;

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
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);

export const notificationIdParamsSchema = z.object({ id: idSchema });

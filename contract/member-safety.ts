import * as z from 'zod/mini';
import { missingAsEmpty } from './extension';
import { userSummarySchema } from './user';

/*
 * Blocking and muting members: extras of our contract (none of these calls is in the spec).
 * Block works both ways: neither member sees the other's desires, comments, reactions or profile
 * details, and neither can follow, comment, react, offer, share or chat with the other. Mute is one
 * way and silent: the muted member's desires and comments leave the muter's feeds and notifications.
 */

export const SAFETY_MESSAGES = {
  blocked: 'Member blocked',
  unblocked: 'Member unblocked',
  muted: 'Member muted',
  unmuted: 'Member unmuted',
  blockSelf: 'You cannot block yourself',
  muteSelf: 'You cannot mute yourself',
  blockAdmin: 'An administrator cannot be blocked',
  muteAdmin: 'An administrator cannot be muted',
  followBlocked: 'You cannot follow this member',
  chatBlocked: 'You cannot chat with this member',
} as const;

/** What a member does to another: block (both ways) or mute (one way). */
export type SafetyKind = 'block' | 'mute';

/** POST and DELETE /api/users/{id}/block: idempotent; where the block stands after the call. */
export const blockResultSchema = z.object({ message: z.string(), blockedByMe: z.boolean() });
export type BlockResult = z.infer<typeof blockResultSchema>;

/** POST and DELETE /api/users/{id}/mute: idempotent; where the mute stands after the call. */
export const muteResultSchema = z.object({ message: z.string(), mutedByMe: z.boolean() });
export type MuteResult = z.infer<typeof muteResultSchema>;

/** GET /api/me/blocks-and-mutes: the members the reader blocked and muted, the latest first. */
export const blocksAndMutesSchema = z.object({
  blocked: missingAsEmpty(userSummarySchema),
  muted: missingAsEmpty(userSummarySchema),
});
export type BlocksAndMutes = z.infer<typeof blocksAndMutesSchema>;

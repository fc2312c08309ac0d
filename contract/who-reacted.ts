import * as z from 'zod/mini';
import { reactionSchema } from './desire';
import { extra } from './extension';
import { userSummarySchema } from './user';

/**
 * GET /api/desires/{id}/reactions: each reaction with who made it. The spec's answer is the bare
 * reactions; without `user` the list shows each emoji from "A member" (docs/decisions/desires.md).
 * A module of its own: only the list's dialog reads it, and the first screens do not carry it.
 */
export const whoReactedSchema = z.object({
  ...reactionSchema.shape,
  user: extra(userSummarySchema, null, 'Who reacted: their name and picture, for the list of who reacted'),
});
export type WhoReacted = z.infer<typeof whoReactedSchema>;
export const whoReactedListSchema = z.array(whoReactedSchema);

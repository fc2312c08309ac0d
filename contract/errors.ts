import * as z from 'zod/mini';
import { extra } from './extension';

/** Every non-2xx answer of the server has this body. */
export const errorBodySchema = z.object({
  message: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** Fields that also failed but are not named, so that an answer stays short. */
  moreFieldErrors: z.optional(z.int()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageResponseSchema = z.object({
  success: z.optional(z.boolean()),
  message: extra(z.string(), ''),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

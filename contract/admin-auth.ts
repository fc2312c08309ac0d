import * as z from 'zod/mini';
import { passwordLimits, userLimits } from './limits';
import { extra } from './extension';
import { roleSchema } from './user';

// The admin's sign-in and session check, apart from the member's sign-up and sign-in schemas
// (auth.ts) so that checking an admin session on start builds only these.

// Admin sign-in keeps the library's plain messages, as the admin spec says.
export const adminLoginBodySchema = z.object({
  // As long as an address can be, so that a made-up one cannot fill the sign-in counters' keys.
  email: z.pipe(z.string({ error: 'Required' }).check(z.trim(), z.toLowerCase(), z.maxLength(userLimits.emailMax, 'Invalid email')), z.email({ error: 'Invalid email' })),
  password: z
    .string({ error: 'Required' })
    .check(z.minLength(passwordLimits.min, `Password must be at least ${passwordLimits.min} characters`), z.maxLength(passwordLimits.max)),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

export const adminMeResponseSchema = z.object({
  _id: z.string(),
  role: roleSchema,
  fullName: extra(z.string(), null, 'The admin header names the admin'),
  email: extra(z.string(), null),
});
export type AdminMe = z.infer<typeof adminMeResponseSchema>;

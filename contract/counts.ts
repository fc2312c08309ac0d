import * as z from 'zod/mini';

export const countResponseSchema = z.object({ count: z.int().check(z.minimum(0)) });
export type CountResponse = z.infer<typeof countResponseSchema>;

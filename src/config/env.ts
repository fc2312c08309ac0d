import * as z from 'zod/mini';

const envSchema = z.object({
  /** Origin of the API when it is not the app's own (for example https://api.example.com). */
  VITE_API_URL: z.optional(z.string()),
  /** Address of the live channel; derived from the API origin when absent. */
  VITE_WS_URL: z.optional(z.string()),
});

const parsed = envSchema.parse(import.meta.env);

export const env = {
  apiUrl: (parsed.VITE_API_URL ?? '').replace(/\/$/, ''),
  wsUrl: parsed.VITE_WS_URL,
};

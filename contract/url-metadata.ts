import * as z from 'zod/mini';

export const urlMetadataBodySchema = z.object({
  url: z.string({ error: 'Please enter a URL' }).check(z.trim(), z.minLength(1, 'Please enter a URL'), z.maxLength(2048, 'The address is too long')),
});

/** What an imported page says about itself. With isRestricted, the page refused previews and `message` says so. */
export const urlMetadataSchema = z.object({
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  image: z.nullish(z.string()),
  price: z.nullish(z.string()),
  isRestricted: z.boolean(),
  message: z.nullish(z.string()),
});
export type UrlMetadata = z.infer<typeof urlMetadataSchema>;

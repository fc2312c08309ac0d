import * as z from 'zod/mini';
import { priceSchema } from './gifting';
import { textField } from './text';

export const urlMetadataBodySchema = z.object({
  url: textField({ required: 'Please enter a URL', max: [2048, 'The address is too long'] }),
});

/**
 * What an imported page says about itself. With isRestricted, the page refused previews and `message` says so.
 * `price` is the spec's text ("$250"); a backend with gifting may send it as money ({amount, currency},
 * contract/gifting.ts) instead, which fills the form's price and its estimated cost both.
 */
export const urlMetadataSchema = z.object({
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  image: z.nullish(z.string()),
  price: z.nullish(z.union([z.string(), priceSchema])),
  isRestricted: z.boolean(),
  message: z.nullish(z.string()),
});
export type UrlMetadata = z.infer<typeof urlMetadataSchema>;

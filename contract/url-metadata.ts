import * as z from 'zod/mini';
import { extra } from './extension';
import { priceSchema } from './gifting';
import { textField } from './text';

export const urlMetadataBodySchema = z.object({
  url: textField({ required: 'Please enter a URL', max: [2048, 'The address is too long'] }),
});

/**
 * What an imported page says about itself. With isRestricted, the page refused previews and `message` says so.
 * `price` is the spec's text ("$250"), which fills the estimated cost; `priceValue`, an extra, the same
 * as money ({amount, currency}, contract/gifting.ts), which fills the desire's price.
 */
export const urlMetadataSchema = z.object({
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  image: z.nullish(z.string()),
  price: z.nullish(z.string()),
  /** An extra: the page's price as an amount and a currency, for a desire's price (contract/gifting.ts). */
  priceValue: extra(z.optional(z.nullable(priceSchema)), null, 'The page\'s price as an amount and a currency code, when it names both (fills the desire\'s price)'),
  isRestricted: z.boolean(),
  message: z.nullish(z.string()),
});
export type UrlMetadata = z.infer<typeof urlMetadataSchema>;

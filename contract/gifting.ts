import * as z from 'zod/mini';
import { extra } from './extension';
import { textField } from './text';
import { userSummarySchema } from './user';

/*
 * Gifting: surprise desires, a price that several givers share, and the reveal. Extras of our contract
 * (none of this is in the spec): a backend without them sends none of these fields, and the app hides
 * surprise, price and pledges (docs/decisions/gifting.md).
 */

export const giftingLimits = {
  /** The highest price or pledge, in the currency's units. */
  amountMax: 1_000_000,
  pledgeMessageMax: 200,
} as const;

export const CURRENCY_MESSAGE = 'Currency must be a three-letter code';
export const AMOUNT_MESSAGE = `Amount must be more than 0 and at most ${giftingLimits.amountMax.toLocaleString('en-US')}, with at most two decimals`;

/** An ISO 4217 code: three capital letters (EUR, USD, JPY). */
export const currencySchema = z.pipe(
  z.string({ error: CURRENCY_MESSAGE }).check(z.trim(), z.toUpperCase()),
  z.string().check(z.regex(/^[A-Z]{3}$/, CURRENCY_MESSAGE)),
);

/** Money: more than 0, at most amountMax, whole cents (kept as cents on the server, so sums are exact). */
export const amountSchema = z.number({ error: AMOUNT_MESSAGE }).check(
  z.gt(0, AMOUNT_MESSAGE),
  z.lte(giftingLimits.amountMax, AMOUNT_MESSAGE),
  z.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, AMOUNT_MESSAGE),
);

export const priceSchema = z.object({ amount: amountSchema, currency: currencySchema });
export type Price = z.infer<typeof priceSchema>;

/**
 * One giver's part as a reader sees it. `userId` null: the giver chose to stay anonymous and the
 * reader is not them ("Anonymous User" on screen). `message` reaches the owner (after a reveal) and
 * the giver only.
 */
export const pledgeGiverSchema = z.object({
  userId: z.nullable(userSummarySchema),
  amount: z.number(),
  anonymous: z.boolean(),
  message: z.nullable(z.string()),
  createdAt: z.string(),
});
export type PledgeGiver = z.infer<typeof pledgeGiverSchema>;

/**
 * The pledges on a priced desire as this reader may see them: the sum, how many gave, the reader's own
 * part (null: none) and who gave, newest first. Null on a desire without a price, and for the owner of
 * a surprise before its reveal.
 */
export const pledgesSchema = z.object({
  total: z.number(),
  count: z.int(),
  mine: z.nullable(z.number()),
  givers: z.array(pledgeGiverSchema),
});
export type Pledges = z.infer<typeof pledgesSchema>;

/** A price as answers carry it: what the server kept passed priceSchema's checks when it came in. */
const priceAnswerSchema = z.object({ amount: z.number(), currency: z.string() });

/** The desire's gifting fields, for contract/desire.ts. Each falls back to "not offered" (undefined). */
export const desireGiftingFields = {
  surprise: extra(z.boolean(), undefined, 'Offers and pledges stay hidden from the owner until the reveal'),
  price: extra(z.nullable(priceAnswerSchema), undefined, 'The price givers share'),
  occasionId: extra(z.nullable(z.string()), undefined, 'The owner\'s occasion it is for'),
  pledges: extra(z.nullable(pledgesSchema), undefined, 'The givers\' parts the reader may see'),
  revealedAt: extra(z.nullable(z.string()), undefined, 'When a surprise was revealed'),
};

export const pledgeMessageField = textField({
  lines: true,
  max: [giftingLimits.pledgeMessageMax, `Message must be ${giftingLimits.pledgeMessageMax} characters or less`],
});

/** PUT /api/desires/{id}/pledge: set or change the reader's part. */
export const pledgeBodySchema = z.object({
  amount: amountSchema,
  anonymous: z._default(z.boolean(), false),
  message: z.optional(z.nullable(pledgeMessageField)),
});
export type PledgeBody = z.input<typeof pledgeBodySchema>;

/** PUT and DELETE /api/desires/{id}/pledge answer the pledges as the giver now sees them. */
export const pledgeResultSchema = z.object({ message: z.string(), pledges: pledgesSchema });
export type PledgeResult = z.infer<typeof pledgeResultSchema>;

export const PLEDGE_OVER_PRICE = 'That is more than what is left to pledge';
export const OWN_PLEDGE = 'You cannot pledge to your own desire';
export const NO_PRICE = 'This desire has no price to pledge to';
export const NOT_A_SURPRISE = 'This desire is not a surprise';

/** The 409 of a pledge that would go past the price: what is left for the reader (their own part included). */
export const pledgeConflictSchema = z.object({ message: z.string(), left: z.number(), currency: z.string() });
export type PledgeConflict = z.infer<typeof pledgeConflictSchema>;

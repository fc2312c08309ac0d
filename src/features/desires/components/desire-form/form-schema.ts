import * as z from 'zod/mini';
import { descriptionField, estimatedCostField, sourceUrlField, titleField, visibilitySchema, type Desire, type DesireBody } from '@contract/desire';
import { AMOUNT_MESSAGE, CURRENCY_MESSAGE, amountSchema, currencySchema } from '@contract/gifting';
import { userSummarySchema, type UserSummary } from '@contract/user';
import { NUMBER_MESSAGE, amountText, parseAmount } from '../../model/gifting';

/** The form's values; the contract's rules with the form's own shapes (members as people, not ids). */
export const desireFormSchema = z
  .object({
    title: titleField,
    description: descriptionField,
    estimatedCost: estimatedCostField,
    sourceUrl: z.union([z.literal(''), z.pipe(z.string().check(z.trim()), z.union([z.literal(''), sourceUrlField]))]),
    coverImage: z.nullable(z.string()),
    categories: z.array(z.string()),
    visibility: visibilitySchema,
    sharedWith: z.array(userSummarySchema),
    // Gifting (extras, contract/gifting.ts): sent only to a backend that has them.
    surprise: z.boolean(),
    // The price as typed ("12,50" too): blank is no price.
    priceAmount: z.string().check(
      z.refine((text) => !Number.isNaN(parseAmount(text)), NUMBER_MESSAGE),
      z.refine((text) => parseAmount(text) === null || Number.isNaN(parseAmount(text)) || amountSchema.safeParse(parseAmount(text)).success, AMOUNT_MESSAGE),
    ),
    priceCurrency: z.string(),
    // '' is none.
    occasionId: z.string(),
  })
  .check(
    z.refine((v) => parseAmount(v.priceAmount) === null || currencySchema.safeParse(v.priceCurrency).success, { path: ['priceCurrency'], message: CURRENCY_MESSAGE }),
    z.refine((v) => v.visibility !== 'custom' || v.sharedWith.length > 0, {
      path: ['sharedWith'],
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a validation message: shown through src/lib/known-messages.ts
      message: 'Choose at least one member to share with',
    }),
  );

export type DesireFormValues = z.input<typeof desireFormSchema>;

export interface FormDefaults {
  visibility: DesireFormValues['visibility'];
  category?: string;
  /** The member's Settings default; false where the backend keeps no surprises. */
  surprise?: boolean;
  currency?: string;
}

export function emptyValues(defaults: FormDefaults): DesireFormValues {
  return {
    title: '',
    description: '',
    estimatedCost: '',
    sourceUrl: '',
    coverImage: null,
    categories: defaults.category ? [defaults.category] : [],
    visibility: defaults.visibility,
    sharedWith: [],
    surprise: defaults.surprise ?? false,
    priceAmount: '',
    priceCurrency: defaults.currency ?? '',
    occasionId: '',
  };
}

/** A shared page's title starts the form's Title when the member has not typed one. */
export function withSharedTitle(values: DesireFormValues, shared?: { title: string }): DesireFormValues {
  return shared?.title && !values.title.trim() ? { ...values, title: shared.title } : values;
}

export function valuesOf(desire: Desire, currency = ''): DesireFormValues {
  return {
    title: desire.title,
    description: desire.description ?? '',
    estimatedCost: desire.estimatedCost ?? '',
    sourceUrl: desire.sourceUrl ?? '',
    coverImage: desire.coverImage ?? null,
    categories: desire.categories,
    visibility: desire.visibility,
    sharedWith: desire.sharedWith.filter((m): m is UserSummary => typeof m !== 'string'),
    surprise: desire.surprise ?? false,
    priceAmount: desire.price ? amountText(desire.price.amount) : '',
    priceCurrency: desire.price?.currency ?? currency,
    occasionId: desire.occasionId ?? '',
  };
}

/** What the form may send besides the spec's fields: gifting's, where the backend has it, and the occasion where it was offered. */
export interface BodyExtras {
  gifting: boolean;
  occasions: boolean;
}

export function bodyOf(values: DesireFormValues, extras: BodyExtras = { gifting: false, occasions: false }): DesireBody {
  const amount = parseAmount(values.priceAmount);
  return {
    ...(extras.gifting ? { surprise: values.surprise, price: amount === null ? null : { amount, currency: values.priceCurrency.trim().toUpperCase() } } : {}),
    ...(extras.gifting && extras.occasions ? { occasionId: values.occasionId || null } : {}),
    title: values.title,
    description: values.description,
    estimatedCost: values.estimatedCost,
    sourceUrl: values.sourceUrl,
    coverImage: values.coverImage,
    categories: values.categories,
    visibility: values.visibility,
    sharedWith: values.sharedWith.map((m) => m._id),
  };
}

import * as z from 'zod/mini';
import { descriptionField, estimatedCostField, sourceUrlField, titleField, visibilitySchema, type Desire, type DesireBody } from '@contract/desire';
import { userSummarySchema, type UserSummary } from '@contract/user';

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
  })
  .check(
    z.refine((v) => v.visibility !== 'custom' || v.sharedWith.length > 0, {
      path: ['sharedWith'],
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a validation message: shown through src/lib/known-messages.ts
      message: 'Choose at least one member to share with',
    }),
  );

export type DesireFormValues = z.input<typeof desireFormSchema>;

export function emptyValues(defaults: { visibility: DesireFormValues['visibility']; category?: string }): DesireFormValues {
  return {
    title: '',
    description: '',
    estimatedCost: '',
    sourceUrl: '',
    coverImage: null,
    categories: defaults.category ? [defaults.category] : [],
    visibility: defaults.visibility,
    sharedWith: [],
  };
}

export function valuesOf(desire: Desire): DesireFormValues {
  return {
    title: desire.title,
    description: desire.description ?? '',
    estimatedCost: desire.estimatedCost ?? '',
    sourceUrl: desire.sourceUrl ?? '',
    coverImage: desire.coverImage ?? null,
    categories: desire.categories,
    visibility: desire.visibility,
    sharedWith: desire.sharedWith.filter((m): m is UserSummary => typeof m !== 'string'),
  };
}

export function bodyOf(values: DesireFormValues): DesireBody {
  return {
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

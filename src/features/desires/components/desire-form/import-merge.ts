import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { desireLimits } from '@contract/limits';
import { currentLanguage, i18n, intlLocale } from '@/lib/i18n';
import type { UrlMetadata } from '@contract/url-metadata';
import { priceSchema, type Price } from '@contract/gifting';
import { formatMoney } from '../../model/gifting';

/** The form's fields that an imported page can fill, in the order the form shows them. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the fields' names
export const importedFields = ['title', 'description', 'estimatedCost', 'coverImage'] as const;
export type ImportedField = (typeof importedFields)[number];
export type ImportedValues = Partial<Record<ImportedField, string>>;

const names: Record<ImportedField, MessageDescriptor> = {
  title: msg`title`,
  description: msg`description`,
  estimatedCost: msg`estimated cost`,
  coverImage: msg`cover image`,
};
const limits: Partial<Record<ImportedField, number>> = {
  title: desireLimits.titleMax,
  description: desireLimits.descriptionMax,
  estimatedCost: desireLimits.estimatedCostMax,
};

/** What the page offers for each field, cut to the field's limit; a field the page says nothing about is left out. */
export function pageValues(metadata: UrlMetadata): ImportedValues {
  const offered: Record<ImportedField, string | null | undefined> = {
    title: metadata.title,
    description: metadata.description,
    estimatedCost: metadata.price ?? (metadata.priceValue ? formatMoney(metadata.priceValue.amount, metadata.priceValue.currency) : null),
    coverImage: metadata.image,
  };
  const values: ImportedValues = {};
  for (const field of importedFields) {
    const value = offered[field]?.trim();
    if (value) values[field] = value.slice(0, limits[field] ?? value.length);
  }
  return values;
}

/** The page's price as money, when it gave one that a price may hold ({amount, currency}); null otherwise. */
export function pagePrice(metadata: Pick<UrlMetadata, 'priceValue'>): Price | null {
  const read = priceSchema.safeParse(metadata.priceValue);
  return read.success ? read.data : null;
}

/**
 * Splits what the page offers: `fill` goes in at once (the field is empty, or holds nothing the
 * member put there, such as an earlier import); `ask` would replace what the member typed or chose,
 * so it waits for their word. A field that already says what the page says is in neither.
 */
export function planImport(
  page: ImportedValues,
  current: Record<ImportedField, string | null | undefined>,
  typedByMember: (field: ImportedField) => boolean,
): { fill: ImportedValues; ask: ImportedValues } {
  const fill: ImportedValues = {};
  const ask: ImportedValues = {};
  for (const field of importedFields) {
    const value = page[field];
    const now = current[field]?.trim() ?? '';
    if (value === undefined || now === value) continue;
    if (now && typedByMember(field)) ask[field] = value;
    else fill[field] = value;
  }
  return { fill, ask };
}

/** "Replace title and description with the page's?": the fields in the form's order, joined as a sentence. */
export function replaceQuestion(fields: readonly ImportedField[]): string {
  const listed = importedFields.filter((field) => fields.includes(field)).map((field) => i18n._(names[field]));
  // English joins without a comma before "and", as the spec writes it (en-GB's way); others, their own way.
  const joined = new Intl.ListFormat(currentLanguage() === 'en' ? 'en-GB' : intlLocale(), { type: 'conjunction' }).format(listed);
  return t`Replace ${joined} with the page's?`;
}

import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { UrlMetadata } from '@contract/url-metadata';
import { amountText } from '../../model/gifting';
import type { DesireFormValues } from './form-schema';
import { pagePrice } from './import-merge';

/**
 * The Settings' surprise default may arrive after the create form opened (the settings were still
 * being read): it applies while the member has not chosen, and never over a restored draft.
 */
export function useSurpriseDefault(form: UseFormReturn<DesireFormValues>, applies: boolean, surpriseByDefault: boolean | undefined) {
  useEffect(() => {
    if (applies && surpriseByDefault !== undefined && !form.getFieldState('surprise').isDirty) form.resetField('surprise', { defaultValue: surpriseByDefault });
  }, [applies, surpriseByDefault, form]);
}

/** A page's price as money fills an empty price, never one the member typed. */
export function fillPagePrice(form: UseFormReturn<DesireFormValues>, metadata: UrlMetadata) {
  const price = pagePrice(metadata);
  if (!price || form.getValues('priceAmount').trim()) return;
  form.resetField('priceAmount', { defaultValue: amountText(price.amount) });
  form.resetField('priceCurrency', { defaultValue: price.currency });
}

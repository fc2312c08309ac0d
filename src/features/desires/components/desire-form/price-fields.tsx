import { useRef, useState, type ChangeEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { amountSchema, currencySchema } from '@contract/gifting';
import { Field } from '@/components/ui/field';
import { Input, inputVariants } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { COMMON_CURRENCIES, currencyName } from '../../model/currency';
import { formatMoney, parseAmount } from '../../model/gifting';
import type { DesireFormValues } from './form-schema';

/** The price written out ("€120.00"), or null while it is no valid price. */
function priceText(values: Pick<DesireFormValues, 'priceAmount' | 'priceCurrency'>): string | null {
  const amount = parseAmount(values.priceAmount);
  if (!amountSchema.safeParse(amount).success || !currencySchema.safeParse(values.priceCurrency).success) return null;
  return formatMoney(amount as number, values.priceCurrency);
}

/**
 * The price (amount and currency), shown right after the spec's free-text Estimated cost. A price
 * typed while the estimated cost is empty, or still holds what an earlier price wrote there, writes
 * itself out in it, so that apps that know no price still read one.
 */
export function PriceFields({ form }: { form: UseFormReturn<DesireFormValues> }) {
  const { t } = useLingui();
  const errors = form.formState.errors;
  // The price the form opened with counts as having written the estimated cost when they match.
  const [opened] = useState(() => priceText(form.getValues()));
  const filled = useRef(opened);
  const amountField = form.register('priceAmount');
  const currencyField = form.register('priceCurrency');
  const current = form.getValues('priceCurrency');
  const currencies = current && !(COMMON_CURRENCIES as readonly string[]).includes(current) ? [current, ...COMMON_CURRENCIES] : COMMON_CURRENCIES;

  const fillCost = async (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>, field: typeof amountField | typeof currencyField) => {
    await field.onChange(event);
    const values = form.getValues();
    const cost = values.estimatedCost.trim();
    if (cost !== '' && cost !== filled.current) return;
    const text = priceText(values);
    if ((text ?? '') !== cost) form.setValue('estimatedCost', text ?? '', { shouldDirty: true });
    filled.current = text;
  };

  return (
    <div className="grid min-w-0 gap-1.5">
      {/* Stacked on phones, so that neither the currency's name nor an error is squeezed into half a row. */}
      <div className="grid min-w-0 items-start gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,15rem)]">
        <Field label={t`Price`} error={errors.priceAmount?.message}>
          <Input inputMode="decimal" autoComplete="off" dir="ltr" className="text-start" placeholder={t`e.g. 120`} {...amountField} onChange={(event) => fillCost(event, amountField)} />
        </Field>
        <Field label={t`Currency`} error={errors.priceCurrency?.message}>
          <select className={cn(inputVariants(), 'cursor-pointer')} {...currencyField} onChange={(event) => fillCost(event, currencyField)}>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {currencyName(code)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <p className="text-xs text-muted-foreground">
        <Trans>Optional. An exact amount, so that friends can each pledge a part of it. It also fills an empty estimated cost.</Trans>
      </p>
    </div>
  );
}

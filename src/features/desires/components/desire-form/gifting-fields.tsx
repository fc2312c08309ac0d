import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Field } from '@/components/ui/field';
import { inputVariants } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { intlLocale } from '@/lib/i18n';
import type { DesireFormValues } from './form-schema';

export interface OccasionChoice {
  _id: string;
  title: string;
  /** The day it next falls (YYYY-MM-DD). */
  next: string;
}

/** "14 Feb 2027": an occasion's day, read as the UTC calendar day it is (contract/occasion.ts). */
function dayText(day: string): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the start of the UTC day
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Keep it a surprise and the occasion: the form's gifting part (the price sits with the estimated cost, price-fields.tsx). */
export function GiftingFields({ form, occasionChoices }: { form: UseFormReturn<DesireFormValues>; occasionChoices?: readonly OccasionChoice[] }) {
  const { t } = useLingui();
  const surpriseId = useId();
  const occasionId = form.getValues('occasionId');
  // An occasion the desire has but the list no longer holds stays chosen (by its id) until changed.
  const missingOccasion = occasionId && occasionChoices && !occasionChoices.some((o) => o._id === occasionId);

  return (
    <>
      <div className="flex items-start justify-between gap-4 rounded-xl border p-3">
        <div className="grid min-w-0 gap-0.5">
          <label htmlFor={surpriseId} className="text-sm font-medium">
            <Trans>Keep it a surprise</Trans>
          </label>
          <p id={`${surpriseId}-hint`} className="text-xs text-muted-foreground">
            <Trans>Offers and pledges stay hidden from you until you reveal them.</Trans>
          </p>
        </div>
        <Controller
          control={form.control}
          name="surprise"
          render={({ field }) => <Switch id={surpriseId} checked={field.value} onCheckedChange={field.onChange} aria-describedby={`${surpriseId}-hint`} />}
        />
      </div>

      {occasionChoices ? (
        <Field label={t`Occasion`} hint={t`A surprise for an occasion is revealed to you the day after it.`}>
          <select className={cn(inputVariants(), 'cursor-pointer')} {...form.register('occasionId')}>
            <option value="">{t`No occasion`}</option>
            {missingOccasion ? <option value={occasionId}>{t`An earlier occasion`}</option> : null}
            {occasionChoices.map((occasion) => (
              <option key={occasion._id} value={occasion._id}>
                {`${occasion.title} · ${dayText(occasion.next)}`}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
    </>
  );
}

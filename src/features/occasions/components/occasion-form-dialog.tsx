import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { isCalendarDay, occasionBodySchema, occasionLimits, type Occasion, type OccasionBody } from '@contract/occasion';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, inputVariants } from '@/components/ui/input';
import { ResponsiveDialog } from '@/components/ui/responsive-dialog';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/known-messages';
import { useLimitCheck } from '@/lib/use-limit-check';
import { useCreateOccasion, useUpdateOccasion } from '../api/mutations';
import { occasionDay, VISIBILITY_CHOICES } from '../model/words';

const valuesOf = (occasion: Occasion | null): OccasionBody => ({
  title: occasion?.title ?? '',
  date: occasion?.date ?? '',
  yearly: occasion?.yearly ?? false,
  visibility: occasion?.visibility ?? 'followers',
});

/** "December 11, 2026" for a complete day typed or picked; nothing while it is not one. */
const pickedDay = (date: string) => (isCalendarDay(date) ? <span dir="auto">{occasionDay(date, false)}</span> : undefined);

function OccasionForm({ occasion, userId, onDone }: { occasion: Occasion | null; userId: string; onDone: () => void }) {
  const { t } = useLingui();
  const form = useForm<OccasionBody>({ resolver: zodResolver(occasionBodySchema), mode: 'onTouched', defaultValues: valuesOf(occasion) });
  const create = useCreateOccasion(userId);
  const update = useUpdateOccasion();
  const errors = form.formState.errors;
  const title = useWatch({ control: form.control, name: 'title' }) ?? '';
  const date = useWatch({ control: form.control, name: 'date' }) ?? '';
  useLimitCheck(form.trigger, 'title', title.length > occasionLimits.titleMax);
  const ids = { yearly: useId(), yearlyHint: useId() };

  const pending = create.isPending || update.isPending;

  const save = form.handleSubmit(async (body) => {
    // The list shows the change at once; the form stays open with what was typed until the server
    // has it, and says the server's reason (too many occasions, say) when it refuses.
    try {
      if (occasion) await update.mutateAsync({ occasion, body });
      else await create.mutateAsync(body);
      toast.success(occasion ? t`Occasion saved` : t`Occasion added`);
      onDone();
    } catch (error) {
      const reason = errorText(error) ?? t`Something went wrong. Please try again.`;
      form.setError('root', { message: reason });
      toast.error(occasion ? t`The occasion could not be saved` : t`The occasion could not be added`, reason);
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="grid gap-5">
      <Field label={t`Title`} required error={errors.title?.message} counter={{ length: title.length, max: occasionLimits.titleMax }}>
        <Input autoComplete="off" placeholder={t`e.g. My birthday`} {...form.register('title')} />
      </Field>
      {/* The browser writes a date input in its own language, not the app's: the day picked is written under it in the reader's. */}
      <Field label={t`Date`} required error={errors.date?.message} hint={pickedDay(date)}>
        <Input type="date" min="1900-01-01" max="2200-12-31" {...form.register('date')} />
      </Field>
      <Controller
        control={form.control}
        name="yearly"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4">
            <div className="grid min-w-0 gap-1">
              <label htmlFor={ids.yearly} className="text-sm font-medium leading-none">
                <Trans>Every year</Trans>
              </label>
              <p id={ids.yearlyHint} className="text-xs text-muted-foreground">
                <Trans>A birthday or an anniversary comes back each year on the same day.</Trans>
              </p>
            </div>
            <Switch id={ids.yearly} aria-describedby={ids.yearlyHint} checked={field.value ?? false} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          </div>
        )}
      />
      <Field label={t`Who can see it`} error={errors.visibility?.message} hint={t`The people who can see it are reminded before it comes.`}>
        <select className={cn(inputVariants(), 'cursor-pointer')} {...form.register('visibility')}>
          {VISIBILITY_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {t(choice.label)}
            </option>
          ))}
        </select>
      </Field>
      {errors.root?.message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={pending}>{occasion ? t`Save Changes` : t`Add occasion`}</Button>
      </div>
    </form>
  );
}

/** Add occasion or Edit occasion: a dialog from 768 px, a bottom drawer below. */
export function OccasionFormDialog({
  open,
  onOpenChange,
  occasion,
  userId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The occasion to edit; none to add one. */
  occasion: Occasion | null;
  userId: string;
}) {
  const { t } = useLingui();
  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      title={occasion ? t`Edit occasion` : t`Add occasion`}
      description={t`A day that matters to you, such as a birthday. The people who can see it find it under Upcoming.`}
      className="md:max-w-md"
    >
      {open ? <OccasionForm key={occasion?._id ?? 'new'} occasion={occasion} userId={userId} onDone={() => onOpenChange(false)} /> : null}
    </ResponsiveDialog>
  );
}

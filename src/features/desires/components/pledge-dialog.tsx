import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Desire } from '@contract/desire';
import { AMOUNT_MESSAGE, amountSchema, giftingLimits, type Pledges, type Price } from '@contract/gifting';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ResponsiveDialog } from '@/components/ui/responsive-dialog';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { cutText } from '@/lib/format';
import { errorText } from '@/lib/known-messages';
import { desireLimits } from '@contract/limits';
import { pledgeConflictOf, usePledge } from '../api/gifting-mutations';
import { authorOf } from '../model/desire';
import { NUMBER_MESSAGE, amountText, formatMoney, leftFor, parseAmount } from '../model/gifting';
import { useDesireEnvironment } from './desire-environment';

const pledgeFormSchema = z.object({
  amount: z.string().check(
    z.refine((text) => !Number.isNaN(parseAmount(text)), NUMBER_MESSAGE),
    z.refine((text) => Number.isNaN(parseAmount(text)) || amountSchema.safeParse(parseAmount(text)).success, AMOUNT_MESSAGE),
  ),
  anonymous: z.boolean(),
  message: z.string().check(
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the contract's message, shown through src/lib/known-messages.ts
    z.refine((text) => text.trim().length <= giftingLimits.pledgeMessageMax, `Message must be ${giftingLimits.pledgeMessageMax} characters or less`),
  ),
});
type PledgeFormValues = z.infer<typeof pledgeFormSchema>;

const textareaClasses =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- class names
  'w-full resize-y rounded-lg border border-input bg-card px-3 py-2 text-base focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive md:text-sm';

interface PledgeDialogProps {
  desire: Desire;
  price: Price;
  pledges: Pledges;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Chip in, or change one's part: an amount (what is left, or the part already given), staying
 * anonymous, and a message for the owner. A modal from 768 px, a bottom drawer below.
 */
export function PledgeDialog({ desire, price, pledges, open, onOpenChange }: PledgeDialogProps) {
  const { t } = useLingui();
  const { viewer } = useDesireEnvironment();
  const pledge = usePledge(viewer);
  const anonymousId = useId();
  const owner = authorOf(desire).fullName;
  const title = cutText(desire.title, desireLimits.fulfilTitleCut);
  const mine = pledges.givers.find((g) => g.userId !== null && g.userId._id === viewer?._id);
  const form = useForm<PledgeFormValues>({
    resolver: zodResolver(pledgeFormSchema),
    defaultValues: {
      amount: amountText(pledges.mine ?? leftFor(price, pledges)),
      anonymous: mine?.anonymous ?? false,
      message: mine?.message ?? '',
    },
  });
  const message = useWatch({ control: form.control, name: 'message' });
  const errors = form.formState.errors;
  const left = formatMoney(leftFor(price, pledges), price.currency);
  const currency = price.currency;

  // What the member typed stays, with the limit beside it: the same for the screen's own check and the server's 409.
  const tooMuch = (open: number, currency: string) => {
    const words = formatMoney(open, currency);
    const message = pledges.mine === null ? t`Only ${words} is left to pledge` : t`Your part can be at most ${words}`;
    form.setError('amount', { message }, { shouldFocus: true });
  };

  const submit = form.handleSubmit((values) => {
    const amount = parseAmount(values.amount) ?? 0;
    // Past what is left as this screen knows it: said at once (the server's 409 says it for what changed since).
    const open = leftFor(price, pledges);
    if (amount > open) {
      tooMuch(open, price.currency);
      return;
    }
    pledge.mutate(
      { desireId: desire._id, part: { amount, anonymous: values.anonymous, message: values.message.trim() || null } },
      {
        onSuccess: () => {
          const given = formatMoney(amount, price.currency);
          toast.success(pledges.mine === null ? t`Thank you for chipping in!` : t`Your part is changed`, t`You pledged ${given}.`);
          onOpenChange(false);
        },
        onError: (error) => {
          const conflict = pledgeConflictOf(error);
          if (conflict) {
            tooMuch(conflict.left, conflict.currency);
            return;
          }
          toast.error(t`Your pledge was not saved`, errorText(error) ?? t`It is back as it was. Please try again.`);
        },
      },
    );
  });

  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      title={pledges.mine === null ? t`Chip in` : t`Change your part`}
      description={
        pledges.mine === null ? t`Give part of the price of "${title}" for ${owner}. ${left} is left to pledge.` : t`Give part of the price of "${title}" for ${owner}. Your part can be at most ${left}.`
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-5">
        <Field label={t`Amount (${currency})`} error={errors.amount?.message}>
          <Input inputMode="decimal" autoComplete="off" dir="ltr" className="text-start" {...form.register('amount')} />
        </Field>
        <div className="flex items-start justify-between gap-4 rounded-xl border p-3">
          <div className="grid min-w-0 gap-0.5">
            <label htmlFor={anonymousId} className="text-sm font-medium">
              <Trans>Chip in anonymously</Trans>
            </label>
            <p id={`${anonymousId}-hint`} className="text-xs text-muted-foreground">
              <Trans>
                Others see "Anonymous User" instead of your name, and so does <bdi>{owner}</bdi>.
              </Trans>
            </p>
          </div>
          <Controller
            control={form.control}
            name="anonymous"
            render={({ field }) => <Switch id={anonymousId} checked={field.value} onCheckedChange={field.onChange} aria-describedby={`${anonymousId}-hint`} />}
          />
        </div>
        <Field
          label={
            <Trans>
              Message <span className="font-normal text-muted-foreground">(optional)</span>
            </Trans>
          }
          error={errors.message?.message}
          counter={{ length: message.trim().length, max: giftingLimits.pledgeMessageMax }}
        >
          <textarea rows={3} placeholder={t`A word for ${owner}…`} className={textareaClasses} {...form.register('message')} />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={pledge.isPending}>
            {pledges.mine === null ? t`Pledge` : t`Save my part`}
          </Button>
        </div>
      </form>
    </ResponsiveDialog>
  );
}

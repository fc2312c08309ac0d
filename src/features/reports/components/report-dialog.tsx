import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from '@contract/report';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ResponsiveDialog } from '@/components/ui/responsive-dialog';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { isMissingEndpoint } from '@/lib/extras';
import { cn } from '@/lib/cn';
import { cutText } from '@/lib/format';
import { useFileReport } from '../api/mutations';
import { reportFormSchema, type ReportFormValues } from '../model/report-form';
import type { ReportTarget } from '../model/target';

/** Each reason's name (the contract's REPORT_REASON_LABELS, in the reader's language) and a hint under it. */
const REASONS: Record<ReportReason, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  spam: { label: msg`Spam`, hint: msg`Advertising, scams or the same thing over and over` },
  harassment: { label: msg`Harassment`, hint: msg`Insults, threats or targeting someone` },
  inappropriate: { label: msg`Inappropriate content`, hint: msg`Content that does not belong here` },
  other: { label: msg`Something else`, hint: msg`Tell us in the note` },
};

const textareaClass =
  'w-full resize-y rounded-lg border border-input bg-card px-3 py-2 text-base focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive md:text-sm';

export interface ReportDialogProps {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Mute and Block of the target's owner, offered once the report is in (the app fills it). */
  memberActions?: (member: { _id: string; fullName: string }) => ReactNode;
}

/**
 * Report a desire, a comment or a member: a reason and an optional note. Once sent (or when it was
 * sent before) the dialog says "Reported" and offers to mute or block the member behind it.
 */
export function ReportDialog({ target, open, onOpenChange, memberActions }: ReportDialogProps) {
  // Held here rather than in the dialog's content, which unmounts when closed: reopening the same
  // target finds what was typed. Another target mounts a new dialog (report-provider keys it).
  // Checked on every change: the note's limit shows while typing, beside its counter.
  const form = useForm({ resolver: zodResolver(reportFormSchema), mode: 'onChange', defaultValues: { note: '' } });
  const [done, setDone] = useState<null | 'sent' | 'before'>(null);
  const file = useFileReport();
  const sending = useRef(false);
  const id = useId();
  const reasonErrorId = `${id}-reason-error`;
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';
  const errors = form.formState.errors;
  const pending = form.formState.isSubmitting || file.isPending;
  const { t } = useLingui();

  const send = async (values: ReportFormValues) => {
    try {
      await file.mutateAsync({ targetType: target.targetType, targetId: target.targetId, reason: values.reason, ...(values.note ? { note: values.note } : {}) });
      setDone('sent');
    } catch (error) {
      if (isApiError(error, 409)) return setDone('before');
      if (isMissingEndpoint(error)) {
        toast.error(t`Reporting is not available`, t`This server does not take reports.`);
        return onOpenChange(false);
      }
      // The dialog stays open with what was typed, so that nothing has to be written again.
      toast.error(t`Could not send the report`, isApiError(error) && error.serverMessage ? error.serverMessage : t`Please try again.`);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Set before validation starts: two submits in a row would both pass it and send two reports.
    if (sending.current) return;
    sending.current = true;
    try {
      await form.handleSubmit(send)();
    } finally {
      sending.current = false;
    }
  };

  const owner = target.owner;
  const ownerName = owner.fullName;
  const type = target.targetType;
  const title = type === 'desire' ? t`Report desire` : type === 'comment' ? t`Report comment` : t`Report member`;
  const question = type === 'desire' ? t`Why are you reporting this desire?` : type === 'comment' ? t`Why are you reporting this comment?` : t`Why are you reporting this member?`;
  const name = target.label;
  const excerpt = cutText(target.label, 60);
  const about =
    type === 'user'
      ? t`Reporting ${name}. Admins review every report; ${ownerName} is not told who reported.`
      : t`Reporting "${excerpt}". Admins review every report; ${ownerName} is not told who reported.`;
  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      title={done ? t`Reported` : title}
      description={done ? undefined : about}
    >
      {done ? (
        <div className="grid gap-4">
          <p className="flex items-start gap-2 text-sm" role="status">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
            <span>
              {done === 'sent' ? t`Thanks for letting us know. An admin will review it, and you will be notified once it is resolved.` : t`You have already reported this. An admin will review it.`}
            </span>
          </p>
          {memberActions ? (
            <div className="grid gap-2 rounded-xl border p-3">
              <p className="text-sm font-medium">
                <Trans>
                  Don&apos;t want to see <bdi>{ownerName}</bdi>?
                </Trans>
              </p>
              {memberActions(owner)}
            </div>
          ) : null}
          <div className="flex justify-end">
            <Button onClick={() => onOpenChange(false)}>
              <Trans>Done</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <form className="grid gap-5" noValidate onSubmit={(event) => void submit(event)}>
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <fieldset className="grid gap-2" aria-describedby={errors.reason ? reasonErrorId : undefined}>
                <legend className="mb-2 text-sm font-medium">{question}</legend>
                {REPORT_REASONS.map((value) => (
                  <label
                    key={value}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                      field.value === value ? 'border-primary bg-accent' : 'hover:bg-muted',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-reason`}
                      value={value}
                      checked={field.value === value}
                      onChange={() => field.onChange(value)}
                      onBlur={field.onBlur}
                      className="mt-1 accent-primary"
                    />
                    <span className="grid gap-0.5">
                      <span className="font-medium">{t(REASONS[value].label)}</span>
                      <span className="text-xs text-muted-foreground">{t(REASONS[value].hint)}</span>
                    </span>
                  </label>
                ))}
                {errors.reason ? (
                  <p id={reasonErrorId} className="text-sm font-medium text-destructive" role="alert">
                    {errors.reason.message}
                  </p>
                ) : null}
              </fieldset>
            )}
          />
          <Field
            label={
              <>
                <Trans>
                  Note <span className="font-normal text-muted-foreground">(optional)</span>
                </Trans>
              </>
            }
            error={errors.note?.message}
            counter={{ length: note.trim().length, max: REPORT_NOTE_MAX }}
          >
            <textarea rows={3} placeholder={t`Anything an admin should know`} className={textareaClass} {...form.register('note')} />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="destructive" loading={pending} disabled={Boolean(errors.note)}>
              <Trans>Send report</Trans>
            </Button>
          </div>
        </form>
      )}
    </ResponsiveDialog>
  );
}

import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { REPORT_NOTE_MAX, REPORT_REASONS, REPORT_REASON_LABELS, type ReportReason } from '@contract/report';
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
import { TARGET_NOUN, type ReportTarget } from '../model/target';

const REASON_HINTS: Record<ReportReason, string> = {
  spam: 'Advertising, scams or the same thing over and over',
  harassment: 'Insults, threats or targeting someone',
  inappropriate: 'Content that does not belong here',
  other: 'Tell us in the note',
};

const textareaClasses =
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
  const noun = TARGET_NOUN[target.targetType];

  const send = async (values: ReportFormValues) => {
    try {
      await file.mutateAsync({ targetType: target.targetType, targetId: target.targetId, reason: values.reason, ...(values.note ? { note: values.note } : {}) });
      setDone('sent');
    } catch (error) {
      if (isApiError(error, 409)) return setDone('before');
      if (isMissingEndpoint(error)) {
        toast.error('Reporting is not available', 'This server does not take reports.');
        return onOpenChange(false);
      }
      // The dialog stays open with what was typed, so that nothing has to be written again.
      toast.error('Could not send the report', isApiError(error) && error.serverMessage ? error.serverMessage : 'Please try again.');
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
  return (
    <ResponsiveDialog
      open={open}
      onOpenChange={onOpenChange}
      title={done ? 'Reported' : `Report ${noun}`}
      description={done ? undefined : `Reporting ${target.targetType === 'user' ? target.label : `"${cutText(target.label, 60)}"`}. Admins review every report; ${owner.fullName} is not told who reported.`}
    >
      {done ? (
        <div className="grid gap-4">
          <p className="flex items-start gap-2 text-sm" role="status">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
            <span>
              {done === 'sent' ? 'Thanks for letting us know. An admin will review it, and you will be notified once it is resolved.' : 'You have already reported this. An admin will review it.'}
            </span>
          </p>
          {memberActions ? (
            <div className="grid gap-2 rounded-xl border p-3">
              <p className="text-sm font-medium">Don&apos;t want to see {owner.fullName}?</p>
              {memberActions(owner)}
            </div>
          ) : null}
          <div className="flex justify-end">
            <Button onClick={() => onOpenChange(false)}>Done</Button>
          </div>
        </div>
      ) : (
        <form className="grid gap-5" noValidate onSubmit={(event) => void submit(event)}>
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <fieldset className="grid gap-2" aria-describedby={errors.reason ? reasonErrorId : undefined}>
                <legend className="mb-2 text-sm font-medium">Why are you reporting this {noun}?</legend>
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
                      <span className="font-medium">{REPORT_REASON_LABELS[value]}</span>
                      <span className="text-xs text-muted-foreground">{REASON_HINTS[value]}</span>
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
                Note <span className="font-normal text-muted-foreground">(optional)</span>
              </>
            }
            error={errors.note?.message}
            counter={{ length: note.trim().length, max: REPORT_NOTE_MAX }}
          >
            <textarea rows={3} placeholder="Anything an admin should know" className={textareaClasses} {...form.register('note')} />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={pending} disabled={Boolean(errors.note)}>
              Send report
            </Button>
          </div>
        </form>
      )}
    </ResponsiveDialog>
  );
}

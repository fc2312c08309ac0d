import { useId, useState, type ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { REPORT_NOTE_MAX, REPORT_REASONS, REPORT_REASON_LABELS, type ReportReason } from '@contract/report';
import { forbiddenCharacterProblem } from '@contract/text';
import { Button } from '@/components/ui/button';
import { ResponsiveDialog } from '@/components/ui/responsive-dialog';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { isMissingEndpoint } from '@/lib/extras';
import { cn } from '@/lib/cn';
import { cutText } from '@/lib/format';
import { useFileReport } from '../api/mutations';
import { TARGET_NOUN, type ReportTarget } from '../model/target';

const REASON_HINTS: Record<ReportReason, string> = {
  spam: 'Advertising, scams or the same thing over and over',
  harassment: 'Insults, threats or targeting someone',
  inappropriate: 'Content that does not belong here',
  other: 'Tell us in the note',
};

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
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [done, setDone] = useState<null | 'sent' | 'before'>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const file = useFileReport();
  const noteId = useId();
  const noun = TARGET_NOUN[target.targetType];
  const noteProblem = note.trim().length > REPORT_NOTE_MAX ? `Note must be at most ${REPORT_NOTE_MAX} characters` : forbiddenCharacterProblem(note);

  const submit = () => {
    if (file.isPending || noteProblem) return;
    if (!reason) {
      setReasonMissing(true);
      return;
    }
    const trimmed = note.trim();
    file.mutate(
      { targetType: target.targetType, targetId: target.targetId, reason, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: () => setDone('sent'),
        onError: (error) => {
          if (isApiError(error, 409)) return setDone('before');
          if (isMissingEndpoint(error)) {
            toast.error('Reporting is not available', 'This server does not take reports.');
            return onOpenChange(false);
          }
          // The dialog stays open with what was typed, so that nothing has to be written again.
          toast.error('Could not send the report', isApiError(error) && error.serverMessage ? error.serverMessage : 'Please try again.');
        },
      },
    );
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
        <form
          className="grid gap-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="grid gap-2" aria-describedby={reasonMissing ? `${noteId}-reason-error` : undefined}>
            <legend className="mb-2 text-sm font-medium">Why are you reporting this {noun}?</legend>
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  reason === value ? 'border-primary bg-accent' : 'hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name={`${noteId}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setReasonMissing(false);
                  }}
                  className="mt-1 accent-primary"
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{REPORT_REASON_LABELS[value]}</span>
                  <span className="text-xs text-muted-foreground">{REASON_HINTS[value]}</span>
                </span>
              </label>
            ))}
            {reasonMissing ? (
              <p id={`${noteId}-reason-error`} className="text-sm font-medium text-destructive" role="alert">
                Please choose a reason
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-1.5">
            <label htmlFor={noteId} className="text-sm font-medium">
              Note <span className="font-normal text-muted-foreground">(optional)</span>
            </label>
            <textarea
              id={noteId}
              rows={3}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              placeholder="Anything an admin should know"
              aria-describedby={`${noteId}-count${noteProblem ? ` ${noteId}-error` : ''}`}
              aria-invalid={noteProblem ? true : undefined}
              className="w-full resize-y rounded-lg border border-input bg-card px-3 py-2 text-base focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive md:text-sm"
            />
            <div className="flex justify-between gap-2 text-xs">
              <span id={`${noteId}-error`} className="font-medium text-destructive">
                {noteProblem}
              </span>
              <span id={`${noteId}-count`} className={cn('tabular-nums text-muted-foreground', note.trim().length > REPORT_NOTE_MAX && 'font-semibold text-destructive')}>
                {note.trim().length}/{REPORT_NOTE_MAX}
              </span>
            </div>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" loading={file.isPending} disabled={Boolean(noteProblem)}>
              Send report
            </Button>
          </div>
        </form>
      )}
    </ResponsiveDialog>
  );
}

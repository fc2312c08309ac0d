import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, UserRound } from 'lucide-react';
import { passwordLimits } from '@contract/limits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/mutations';
import { changePasswordFormSchema, type ChangePasswordForm } from './form-schemas';
import { SettingsSection } from './settings-section';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The server's words for a refused change (a wrong current password); null when it was not reached. */
function reasonOf(error: unknown): string | null {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return null;
}

function ChangePasswordDialog({ email, open, onOpenChange }: { email: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const errors = form.formState.errors;
  const min = passwordLimits.min;

  const setOpen = (next: boolean) => {
    if (!next) {
      form.reset(EMPTY);
      setProblem(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setProblem(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      toast.success(t`Password changed`, t`Use your new password the next time you sign in.`);
      setOpen(false);
    } catch (error) {
      // What was typed stays, so that one wrong field can be fixed alone.
      const reason = reasonOf(error) ?? t`The server could not be reached. Check your connection and try again.`;
      setProblem(reason);
      toast.error(t`Error changing password`, reason);
      form.setFocus('currentPassword');
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Change Password</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Enter your current password, then choose a new one of at least {min} characters.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {/* For password managers: whose password this is. */}
          <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
          {problem ? <Alert title={t`Error changing password`}>{problem}</Alert> : null}
          <Field label={t`Current password`} error={errors.currentPassword?.message} required>
            <PasswordInput autoComplete="current-password" autoFocus {...form.register('currentPassword')} />
          </Field>
          <Field label={t`New password`} error={errors.newPassword?.message} required>
            <PasswordInput autoComplete="new-password" placeholder={t`At least ${min} characters`} {...form.register('newPassword')} />
          </Field>
          <Field label={t`Confirm new password`} error={errors.confirmPassword?.message} required>
            <PasswordInput autoComplete="new-password" placeholder={t`Type it again`} {...form.register('confirmPassword')} />
          </Field>
          <DialogFooter className="mt-1">
            <Button variant="outline" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              <Trans>Change Password</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Account: the sign-in email (read-only) and the change-password dialog. */
export function AccountSection({ email }: { email: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const emailId = useId();
  return (
    <SettingsSection title={t`Account`} icon={UserRound}>
      <div className="grid gap-1.5">
        <label htmlFor={emailId} className="text-sm font-medium leading-none">
          <Trans>Email</Trans>
        </label>
        <Input id={emailId} type="email" dir="ltr" value={email} readOnly aria-describedby={`${emailId}-hint`} className="bg-muted text-muted-foreground sm:max-w-md" />
        <p id={`${emailId}-hint`} className="text-xs text-muted-foreground">
          <Trans>The address you sign in with. It cannot be changed.</Trans>
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <p className="text-sm font-medium leading-none">
            <Trans>Password</Trans>
          </p>
          <p className="text-sm text-muted-foreground">
            <Trans>Your other devices are signed out when you change it.</Trans>
          </p>
        </div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <KeyRound aria-hidden="true" /> <Trans>Change Password</Trans>
        </Button>
      </div>
      <ChangePasswordDialog email={email} open={open} onOpenChange={setOpen} />
    </SettingsSection>
  );
}

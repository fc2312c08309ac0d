import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordLimits } from '@contract/limits';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { useResetPassword } from '../../api/mutations';
import { resetError, type AuthVariant } from '../../api/error-messages';
import { resetFormSchema } from '../form-schemas';
import { StepHeading } from '../step-heading';

export function ResetPasswordStep({
  variant,
  email,
  resetToken,
  onReset,
  onExpired,
}: {
  variant: AuthVariant;
  email: string;
  /** Present when the member came through a mailed link. */
  resetToken?: string;
  onReset: () => void;
  /** The session or link is no longer valid: back to asking for a code. */
  onExpired: () => void;
}) {
  const { t } = useLingui();
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetFormSchema(variant)), defaultValues: { newPassword: '', confirmPassword: '' } });
  const min = variant === 'page' ? passwordLimits.signupMin : passwordLimits.min;

  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ email, newPassword, resetToken });
      toast.success(t`Password reset successful!`, t`Sign in with your new password.`);
      onReset();
    } catch (error) {
      const notice = resetError(error, resetToken ? 'link' : 'code');
      toast.error(notice.title, notice.description);
      if (notice.expired) onExpired();
    }
  });
  const errors = form.formState.errors;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <StepHeading title={t`Choose a new password`}>
        <Trans>
          For <span className="font-medium text-foreground">{email}</span>
        </Trans>
      </StepHeading>
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <Field label={t`New password`} error={errors.newPassword?.message} required>
        <PasswordInput autoComplete="new-password" placeholder={t`At least ${min} characters`} autoFocus {...form.register('newPassword')} />
      </Field>
      <Field label={t`Confirm new password`} error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" placeholder={t`Type it again`} {...form.register('confirmPassword')} />
      </Field>
      <Button type="submit" size="lg" className="mt-1" loading={form.formState.isSubmitting}>
        <Trans>Reset password</Trans>
      </Button>
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useForgotPassword } from '../../api/mutations';
import { forgotPasswordError } from '../../api/error-messages';
import { emailFormSchema } from '../form-schemas';
import { StepHeading } from '../step-heading';

export function ForgotPasswordStep({
  defaultEmail,
  onCodeSent,
  onBack,
}: {
  defaultEmail: string;
  onCodeSent: (email: string) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(emailFormSchema), defaultValues: { email: defaultEmail } });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync(email);
      toast.success(t`Reset code sent!`, t`Check ${email} for your 6-digit code.`);
      onCodeSent(email);
    } catch (error) {
      const notice = forgotPasswordError(error);
      toast.error(notice.title, notice.description);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <StepHeading title={t`Reset your password`}>
        <Trans>We&apos;ll email you a 6-digit code to choose a new password.</Trans>
      </StepHeading>
      <Field label={t`Email`} error={form.formState.errors.email?.message}>
        <Input type="email" dir="ltr" autoComplete="email" inputMode="email" placeholder="you@example.com" autoFocus {...form.register('email')} />
      </Field>
      <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
        <Trans>Send reset code</Trans>
      </Button>
      <Button variant="ghost" onClick={onBack}>
        <Trans>Back to sign in</Trans>
      </Button>
    </form>
  );
}

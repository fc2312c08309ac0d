import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordLimits } from '@contract/limits';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { useRegister, useSendOtp } from '../../api/mutations';
import { codeNotSent, registerError } from '../../api/error-messages';
import { signupFormSchema } from '../form-schemas';
import { EmailLine, StepHeading } from '../step-heading';

export function SignupStep({
  email,
  onRegistered,
  onChangeEmail,
  onSignInInstead,
}: {
  email: string;
  onRegistered: (result: { fullName: string; codeSent: boolean }) => void;
  onChangeEmail: () => void;
  onSignInInstead: () => void;
}) {
  const { t } = useLingui();
  const register = useRegister();
  const sendOtp = useSendOtp();
  const form = useForm({ resolver: zodResolver(signupFormSchema), defaultValues: { fullName: '', password: '', confirmPassword: '' } });

  const submit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync({ email, ...values });
    } catch (error) {
      const notice = registerError(error);
      toast.error(notice.title, notice.description);
      if (notice.accountExists) onSignInInstead();
      return;
    }
    // The account exists from here on: a failed send still moves on, with resend ready.
    let codeSent = true;
    try {
      await sendOtp.mutateAsync({ email, type: 'signup' });
      toast.success(t`Verification code sent!`, t`Check ${email} for your 6-digit code.`);
    } catch {
      codeSent = false;
      const notice = codeNotSent();
      toast.error(notice.title, notice.description);
    }
    onRegistered({ fullName: values.fullName, codeSent });
  });
  const errors = form.formState.errors;
  const min = passwordLimits.signupMin;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <StepHeading title={t`Create your account`}>
        <EmailLine email={email} onChange={onChangeEmail} />
      </StepHeading>
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <Field label={t`Full name`} error={errors.fullName?.message} required>
        <Input autoComplete="name" placeholder={t`Your name`} autoFocus {...form.register('fullName')} />
      </Field>
      <Field label={t`Password`} error={errors.password?.message} required>
        <PasswordInput autoComplete="new-password" placeholder={t`At least ${min} characters`} {...form.register('password')} />
      </Field>
      <Field label={t`Confirm password`} error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" placeholder={t`Type it again`} {...form.register('confirmPassword')} />
      </Field>
      <Button type="submit" size="lg" className="mt-1" loading={form.formState.isSubmitting}>
        <Trans>Create account</Trans>
      </Button>
    </form>
  );
}

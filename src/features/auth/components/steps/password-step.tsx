import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@contract/user';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { firstName } from '@/lib/format';
import { useLogin } from '../../api/mutations';
import { accountRefusal, loginError, type AuthVariant } from '../../api/error-messages';
import { AccountRefusal } from '../account-refusal';
import { passwordFormSchema } from '../form-schemas';
import { EmailLine, StepHeading } from '../step-heading';

export function PasswordStep({
  variant,
  email,
  fullName,
  onSignedIn,
  onForgotPassword,
  onChangeEmail,
}: {
  variant: AuthVariant;
  email: string;
  fullName?: string;
  onSignedIn: (user: User) => void;
  onForgotPassword: () => void;
  onChangeEmail: () => void;
}) {
  const { t } = useLingui();
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(passwordFormSchema(variant)), defaultValues: { password: '' } });
  // The account is kept out (blocked, or an admin's): said in the form, where it stays while they read it.
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ password }) => {
    setRefusal(null);
    try {
      const { user } = await login.mutateAsync({ email, password });
      toast.success(t`Welcome back!`);
      onSignedIn(user);
    } catch (error) {
      const refused = accountRefusal(error);
      if (refused) {
        setRefusal(refused);
        return;
      }
      const { fieldError, notice } = loginError(error, variant);
      if (fieldError) form.setError('password', { message: fieldError }, { shouldFocus: true });
      else toast.error(notice.title, notice.description);
    }
  });
  const name = firstName(fullName);

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <StepHeading title={name ? t`Welcome back, ${name}!` : t`Welcome back!`}>
        <EmailLine email={email} onChange={onChangeEmail} />
      </StepHeading>
      {/* Lets password managers pair the password with the account. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      {refusal ? <AccountRefusal title={t`Login failed`} message={refusal} /> : null}
      <Field label={t`Password`} error={form.formState.errors.password?.message}>
        <PasswordInput autoComplete="current-password" placeholder={t`Your password`} autoFocus {...form.register('password')} />
      </Field>
      <div className="-mt-2 flex justify-end">
        <Button variant="link" size="sm" onClick={onForgotPassword}>
          <Trans>Forgot password?</Trans>
        </Button>
      </div>
      <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
        <Trans>Sign in</Trans>
      </Button>
    </form>
  );
}

import { useForm } from 'react-hook-form';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { adminLoginBodySchema } from '@contract/admin-auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { ApiError, NetworkError } from '@/lib/api-client';
import { paths } from '@contract/pages/paths';
import { useAdminLogin } from '../api/mutations';

/** Worded when shown: the server's own words when it gave any, else ours in the language of the moment. */
function adminLoginMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? t`Login failed`;
  if (error instanceof NetworkError) return t`The server could not be reached. Please check your connection.`;
  return t`Login failed`;
}

/** The admin sign-in: idle, submitting ("Signing in..."), then an inline error or the dashboard. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
  const login = useAdminLogin();
  const form = useForm({ resolver: zodResolver(adminLoginBodySchema), defaultValues: { email: '', password: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      toast.success(t`Login successful`, t`Welcome to the admin panel`);
      onSignedIn();
    } catch {
      // the alert below shows login.error
    }
  });
  const errors = form.formState.errors;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid justify-items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <ShieldCheck className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Admin sign in</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>Operators only. Members sign in on the main app.</Trans>
        </p>
      </div>
      {login.isError ? <Alert title={t`Login failed`}>{adminLoginMessage(login.error)}</Alert> : null}
      <Field label={t`Email`} error={errors.email?.message}>
        <Input type="email" dir="ltr" autoComplete="username" placeholder="admin@example.com" autoFocus {...form.register('email')} />
      </Field>
      <Field label={t`Password`} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" placeholder={t`Your password`} {...form.register('password')} />
      </Field>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? t`Signing in...` : t`Sign In`}
      </Button>
      <Link to={paths.feed} className="inline-flex items-center justify-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        <Trans>Back to main app</Trans>
      </Link>
    </form>
  );
}

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
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(emailFormSchema), defaultValues: { email: defaultEmail } });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync(email);
      toast.success('Reset code sent!', `Check ${email} for your 6-digit code.`);
      onCodeSent(email);
    } catch (error) {
      const notice = forgotPasswordError(error);
      toast.error(notice.title, notice.description);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <StepHeading title="Reset your password">We&apos;ll email you a 6-digit code to choose a new password.</StepHeading>
      <Field label="Email" error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" autoFocus {...form.register('email')} />
      </Field>
      <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
        Send reset code
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}

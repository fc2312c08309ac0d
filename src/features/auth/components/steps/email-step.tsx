import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useCheckEmail } from '../../api/mutations';
import { checkEmailError } from '../../api/error-messages';
import { emailFormSchema } from '../form-schemas';
import { StepHeading } from '../step-heading';

export function EmailStep({
  defaultEmail,
  onChecked,
}: {
  defaultEmail: string;
  onChecked: (result: { email: string; exists: boolean; fullName?: string }) => void;
}) {
  const { t } = useLingui();
  const checkEmail = useCheckEmail();
  const form = useForm({ resolver: zodResolver(emailFormSchema), defaultValues: { email: defaultEmail } });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const answer = await checkEmail.mutateAsync(email);
      onChecked({ email, exists: answer.exists, fullName: answer.user?.fullName });
    } catch (error) {
      const notice = checkEmailError(error);
      toast.error(notice.title, notice.description);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <StepHeading title={t`Welcome to Wishwell`}>
        <Trans>Enter your email to sign in or create an account.</Trans>
      </StepHeading>
      <Field label={t`Email`} error={form.formState.errors.email?.message}>
        <Input type="email" dir="ltr" autoComplete="email" inputMode="email" placeholder="you@example.com" {...form.register('email')} />
      </Field>
      <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}

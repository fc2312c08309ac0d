import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SendableOtpType } from '@contract/auth';
import { otpLimits } from '@contract/limits';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useCountdown } from '@/lib/use-countdown';
import { useSendOtp, useVerifyOtp } from '../../api/mutations';
import { sendCodeError, verifyError, type AuthVariant } from '../../api/error-messages';
import { otpFormSchema } from '../form-schemas';
import { EmailLine, StepHeading } from '../step-heading';

export function OtpStep({
  variant,
  email,
  purpose,
  resendReady,
  onVerified,
  onChangeEmail,
}: {
  variant: AuthVariant;
  email: string;
  purpose: SendableOtpType;
  /** The first code did not go out: offer resend at once. */
  resendReady: boolean;
  onVerified: () => void;
  onChangeEmail: () => void;
}) {
  const verify = useVerifyOtp();
  const resend = useSendOtp();
  const seconds = variant === 'page' ? otpLimits.resendCountdownPageSeconds : otpLimits.resendCountdownDialogSeconds;
  const countdown = useCountdown(seconds, !resendReady);
  const form = useForm({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });

  const submit = form.handleSubmit(async ({ otp }) => {
    if (verify.isPending) return;
    try {
      await verify.mutateAsync({ email, otp, type: purpose });
      toast.success('Email verified!');
      onVerified();
    } catch (error) {
      const { fieldError, notice } = verifyError(error);
      form.setError('otp', { message: fieldError }, { shouldFocus: true });
      toast.error(notice.title, notice.description);
    }
  });

  const onResend = async () => {
    try {
      await resend.mutateAsync({ email, type: purpose });
      form.clearErrors('otp');
      form.setValue('otp', '');
      countdown.restart();
      toast.success('Code resent!', `A new code is on its way to ${email}.`);
    } catch (error) {
      const notice = sendCodeError(error, true);
      toast.error(notice.title, notice.description);
    }
  };

  const otp = form.register('otp');

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <StepHeading title={purpose === 'signup' ? 'Check your email' : 'Enter your reset code'}>
        We sent a 6-digit code to <EmailLine email={email} onChange={onChangeEmail} />
      </StepHeading>
      <Field label="Verification code" error={form.formState.errors.otp?.message}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={otpLimits.length}
          placeholder="000000"
          autoFocus
          size="code"
          {...otp}
          onChange={(event) => {
            // Digits only; a full code submits itself.
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, otpLimits.length);
            void otp.onChange(event);
            if (event.target.value.length === otpLimits.length) void submit();
          }}
        />
      </Field>
      <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
        Verify
      </Button>
      <p className="text-center text-sm text-muted-foreground" aria-live="polite">
        Didn&apos;t get a code?{' '}
        {countdown.done ? (
          <Button variant="link" size="sm" onClick={onResend} loading={resend.isPending}>
            Resend code
          </Button>
        ) : (
          <span className="tabular-nums">Resend in {countdown.remaining}s</span>
        )}
      </p>
    </form>
  );
}

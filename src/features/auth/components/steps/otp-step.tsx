import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SendableOtpType } from '@contract/auth';
import { otpLimits } from '@contract/limits';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
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
  const { t } = useLingui();
  const verify = useVerifyOtp();
  const resend = useSendOtp();
  const seconds = variant === 'page' ? otpLimits.resendCountdownPageSeconds : otpLimits.resendCountdownDialogSeconds;
  const countdown = useCountdown(seconds, !resendReady);
  const form = useForm({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });

  // Set before validation starts, so that a pasted code (which submits itself) and a tap on Verify
  // in the same moment send one request: each wrong code costs one of the five attempts, not two.
  const checking = useRef(false);
  // A code the server has just refused is not sent again (a tap on Verify right after a pasted code
  // submitted itself): it would fail again and cost another attempt.
  const refused = useRef<{ otp: string; message: string } | null>(null);
  const check = async ({ otp }: { otp: string }) => {
    if (refused.current?.otp === otp) {
      form.setError('otp', { message: refused.current.message }, { shouldFocus: true });
      return;
    }
    try {
      await verify.mutateAsync({ email, otp, type: purpose });
      toast.success(t`Email verified!`);
      onVerified();
    } catch (error) {
      const { fieldError, notice } = verifyError(error);
      if (isApiError(error) && error.status === 400) refused.current = { otp, message: fieldError };
      form.setError('otp', { message: fieldError }, { shouldFocus: true });
      toast.error(notice.title, notice.description);
    }
  };
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (checking.current) return;
    checking.current = true;
    try {
      await form.handleSubmit(check)();
    } finally {
      checking.current = false;
    }
  };

  const onResend = async () => {
    try {
      await resend.mutateAsync({ email, type: purpose });
      form.clearErrors('otp');
      form.setValue('otp', '');
      refused.current = null;
      countdown.restart();
      toast.success(t`Code resent!`, t`A new code is on its way to ${email}.`);
    } catch (error) {
      const notice = sendCodeError(error, true);
      toast.error(notice.title, notice.description);
    }
  };

  const otp = form.register('otp');
  const remaining = countdown.remaining;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <StepHeading title={purpose === 'signup' ? t`Check your email` : t`Enter your reset code`}>
        <Trans>
          We sent a 6-digit code to <EmailLine email={email} onChange={onChangeEmail} />
        </Trans>
      </StepHeading>
      <Field label={t`Verification code`} error={form.formState.errors.otp?.message}>
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
        <Trans>Verify</Trans>
      </Button>
      <p className="text-center text-sm text-muted-foreground" aria-live="polite">
        <Trans>Didn&apos;t get a code?</Trans>{' '}
        {countdown.done ? (
          <Button variant="link" size="sm" onClick={onResend} loading={resend.isPending}>
            <Trans>Resend code</Trans>
          </Button>
        ) : (
          <span className="tabular-nums">
            <Trans>Resend in {remaining}s</Trans>
          </span>
        )}
      </p>
    </form>
  );
}

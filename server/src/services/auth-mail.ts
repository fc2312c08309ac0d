import { otpLimits } from '@contract/limits';
import type { SendableOtpType } from '@contract/auth';
import type { Language } from '@contract/languages';
import type { MailMessage } from './mail';
import { textsFor } from './texts';

const minutes = Math.round(otpLimits.validForMs / 60_000);

/**
 * The mail that carries a one-time code (and, for a reset, a link that does the same job), in
 * `language` (English when none is given).
 */
export function codeMail(params: {
  to: string;
  type: SendableOtpType;
  code: string;
  resetLink?: string;
  language?: Language;
}): MailMessage {
  const t = textsFor(params.language ?? 'en');
  const validFor = t.plural(minutes, t.minutes);
  if (params.type === 'signup') {
    return {
      to: params.to,
      subject: t.signupSubject(params.code),
      text: [t.signupCode(params.code), t.signupExpires(validFor), t.signupNotYou].join('\n'),
    };
  }
  return {
    to: params.to,
    subject: t.resetSubject(params.code),
    text: [t.resetCode(params.code), params.resetLink ? t.resetLink(params.resetLink) : '', t.resetExpires(validFor), t.resetNotYou]
      .filter(Boolean)
      .join('\n'),
  };
}

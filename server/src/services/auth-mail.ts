import { otpLimits } from '@contract/limits';
import type { SendableOtpType } from '@contract/auth';
import type { MailMessage } from './mail';

const minutes = Math.round(otpLimits.validForMs / 60_000);

/** The mail that carries a one-time code (and, for a reset, a link that does the same job). */
export function codeMail(params: {
  to: string;
  type: SendableOtpType;
  code: string;
  resetLink?: string;
}): MailMessage {
  if (params.type === 'signup') {
    return {
      to: params.to,
      subject: `Your Wishwell verification code: ${params.code}`,
      text: [
        `Your verification code is ${params.code}.`,
        `It works once and expires in ${minutes} minutes.`,
        `If you did not sign up for Wishwell, you can ignore this mail.`,
      ].join('\n'),
    };
  }
  return {
    to: params.to,
    subject: `Your Wishwell password reset code: ${params.code}`,
    text: [
      `Your password reset code is ${params.code}.`,
      params.resetLink ? `You can also open this link to choose a new password:\n${params.resetLink}` : '',
      `The code and the link work once and expire in ${minutes} minutes.`,
      `If you did not ask to reset your password, you can ignore this mail.`,
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

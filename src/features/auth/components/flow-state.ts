import type { SendableOtpType } from '@contract/auth';
import type { AuthVariant } from '../api/error-messages';

export type AuthStep =
  | 'email'
  | 'password'
  | 'signup'
  | 'otp'
  | 'profile'
  | 'forgot-password'
  | 'forgot-password-otp'
  | 'reset-password'
  | 'welcome';

export interface FlowState {
  step: AuthStep;
  email: string;
  /** The account's name once known (check-email tells it). */
  fullName?: string;
  /** What the code on the otp steps is for. */
  codePurpose: SendableOtpType;
  /** True when the first code did not go out: resend is offered at once. */
  resendReady: boolean;
  /** A reset through a mailed link carries its token; a reset through a code does not. */
  resetToken?: string;
  /** Why the welcome step shows: a returning member or a new one. */
  welcome: 'back' | 'new';
}

export type FlowEvent =
  | { type: 'emailChecked'; email: string; exists: boolean; fullName?: string }
  | { type: 'signedIn'; fullName: string; needsVerification: boolean; needsProfile: boolean }
  | { type: 'registered'; fullName: string; codeSent: boolean }
  | { type: 'codeVerified' }
  | { type: 'profileDone' }
  | { type: 'forgotPassword' }
  | { type: 'resetCodeSent'; email: string }
  | { type: 'passwordReset' }
  | { type: 'back'; to: AuthStep };

export const initialFlow = (partial: Partial<FlowState> = {}): FlowState => ({
  step: 'email',
  email: '',
  codePurpose: 'signup',
  resendReady: false,
  welcome: 'back',
  ...partial,
});

/** The transitions of the spec (member core 4 "Authentication flow"), for the page and the dialog. */
export function flowReducer(variant: AuthVariant) {
  return (state: FlowState, event: FlowEvent): FlowState => {
    switch (event.type) {
      case 'emailChecked':
        return { ...state, email: event.email, fullName: event.fullName, step: event.exists ? 'password' : 'signup' };
      case 'signedIn':
        if (event.needsVerification) return { ...state, fullName: event.fullName, step: 'otp', codePurpose: 'signup', resendReady: true };
        if (event.needsProfile) return { ...state, fullName: event.fullName, step: 'profile' };
        return { ...state, fullName: event.fullName, step: 'welcome', welcome: 'back' };
      case 'registered':
        return { ...state, fullName: event.fullName, step: 'otp', codePurpose: 'signup', resendReady: !event.codeSent };
      case 'codeVerified':
        return state.codePurpose === 'signup' ? { ...state, step: 'profile' } : { ...state, step: 'reset-password', resetToken: undefined };
      case 'profileDone':
        return { ...state, step: 'welcome', welcome: 'new' };
      case 'forgotPassword':
        return { ...state, step: 'forgot-password' };
      case 'resetCodeSent':
        return {
          ...state,
          email: event.email,
          codePurpose: 'password_reset',
          resendReady: false,
          step: variant === 'dialog' ? 'forgot-password-otp' : 'otp',
        };
      case 'passwordReset':
        return { ...state, step: 'email', resetToken: undefined, codePurpose: 'signup' };
      case 'back':
        return { ...state, step: event.to };
    }
  };
}

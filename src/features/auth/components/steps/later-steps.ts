// The steps after the first: a chunk of their own, fetched as soon as the flow shows (auth-flow.tsx),
// so the sign-in page's first visit carries only the email step.
export { ForgotPasswordStep } from './forgot-password-step';
export { OtpStep } from './otp-step';
export { PasswordStep } from './password-step';
export { ProfilePhotoStep } from './profile-photo-step';
export { ResetPasswordStep } from './reset-password-step';
export { SignupStep } from './signup-step';
export { WelcomeStep } from './welcome-step';

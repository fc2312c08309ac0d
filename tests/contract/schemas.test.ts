import { describe, expect, it } from 'vitest';
import { adminLoginBodySchema, loginBodySchema, registerBodySchema, resetPasswordOtpBodySchema, verifyOtpBodySchema } from '@contract/auth';
import { bioEditField, displayNameField, emailField, fullNameField, imageRefField, otpField, otpRequestField, passwordField } from '@contract/fields';
import { otpLimits, passwordLimits, uiTimings, userLimits, desireLimits, badgeCaps } from '@contract/limits';
import { completeSignupBodySchema, updateProfileBodySchema } from '@contract/user';
import { uploadFieldsSchema } from '@contract/upload';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('limits', () => {
  it('hold the spec section 9 figures', () => {
    expect(desireLimits).toMatchObject({ titleMin: 3, titleMax: 100, descriptionMax: 500, estimatedCostMax: 50, commentMax: 250, fulfilMessageMax: 500 });
    expect(userLimits).toMatchObject({ displayNameMin: 2, displayNameMax: 40, bioEditMax: 200, bioStoredMax: 250 });
    expect(passwordLimits).toMatchObject({ min: 6, signupMin: 8 });
    expect(otpLimits).toMatchObject({ length: 6, resendCountdownDialogSeconds: 30, resendCountdownPageSeconds: 60, maxWrongAttempts: 5 });
    expect(uiTimings).toMatchObject({ welcomeRedirectMs: 2000, overlayHideDelayMs: 150, toastDurationMs: 5000, toastSwipeThresholdPx: 50, toastLimit: 1 });
    expect(badgeCaps).toEqual({ compact: 9, wide: 99 });
  });
});

describe('email', () => {
  it('trims and lowercases a valid address', () => {
    expect(emailField.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });
  it('refuses anything else with the spec message', () => {
    for (const bad of ['', 'ada', 'ada@', '@example.com', 'a b@example.com', `${'a'.repeat(250)}@example.com`]) {
      expect(firstMessage(emailField.safeParse(bad)), bad).toBe('Please enter a valid email address');
    }
  });
});

describe('passwords', () => {
  it('6 for sign-in in the dialog and resets, 8 for signing up', () => {
    expect(passwordField(6).safeParse('12345').success).toBe(false);
    expect(passwordField(6).safeParse('123456').success).toBe(true);
    expect(firstMessage(passwordField(6).safeParse('12345'))).toBe('Password must be at least 6 characters');
    expect(firstMessage(passwordField(8).safeParse('1234567'))).toBe('Password must be at least 8 characters');
    expect(passwordField(8).safeParse('12345678').success).toBe(true);
    expect(passwordField(6).safeParse('x'.repeat(128)).success).toBe(true);
    expect(passwordField(6).safeParse('x'.repeat(129)).success).toBe(false);
  });
  it('sign-in only asks for one', () => {
    expect(firstMessage(loginBodySchema.safeParse({ email: 'a@example.com', password: '' }))).toBe('Password is required');
    expect(loginBodySchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true);
  });
  it('a reset needs 6', () => {
    expect(resetPasswordOtpBodySchema.safeParse({ email: 'a@example.com', newPassword: '12345' }).success).toBe(false);
    expect(resetPasswordOtpBodySchema.safeParse({ email: 'a@example.com', newPassword: '123456' }).success).toBe(true);
  });
});

describe('names, bio, code', () => {
  it('full name: required, 2 to 50 after trimming', () => {
    expect(firstMessage(fullNameField.safeParse('   '))).toBe('Full name is required');
    expect(fullNameField.safeParse('A').success).toBe(false);
    expect(fullNameField.parse(' Al ')).toBe('Al');
    expect(fullNameField.safeParse('x'.repeat(50)).success).toBe(true);
    expect(fullNameField.safeParse('x'.repeat(51)).success).toBe(false);
  });
  it('display name: 2 to 40 with the spec messages', () => {
    expect(firstMessage(displayNameField.safeParse('A'))).toBe('Display name must be at least 2 characters');
    expect(displayNameField.safeParse('x'.repeat(40)).success).toBe(true);
    expect(firstMessage(displayNameField.safeParse('x'.repeat(41)))).toBe('Display name must be less than 40 characters');
  });
  it('bio: 200 on the edit screen', () => {
    expect(bioEditField.safeParse('x'.repeat(200)).success).toBe(true);
    expect(firstMessage(bioEditField.safeParse('x'.repeat(201)))).toBe('Bio must be less than 200 characters');
  });
  it('bio: 250 stored', () => {
    expect(updateProfileBodySchema.safeParse({ bio: 'x'.repeat(250) }).success).toBe(true);
    expect(updateProfileBodySchema.safeParse({ bio: 'x'.repeat(251) }).success).toBe(false);
  });
  it('code: exactly 6 digits', () => {
    expect(otpField.safeParse('012345').success).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', '']) expect(firstMessage(otpField.safeParse(bad)), bad).toBe('Please enter the 6-digit code');
    expect(firstMessage(otpRequestField.safeParse('12345'))).toBe('OTP must be exactly 6 digits');
    expect(verifyOtpBodySchema.safeParse({ email: 'a@example.com', otp: '123456', type: 'login' }).success).toBe(true);
    expect(verifyOtpBodySchema.safeParse({ email: 'a@example.com', otp: '123456', type: 'other' }).success).toBe(false);
  });
});

describe('signup and profile bodies', () => {
  const base = { email: 'a@example.com', fullName: 'Ada', password: 'long enough' };
  it('confirmPassword must match when sent', () => {
    expect(registerBodySchema.safeParse(base).success).toBe(true);
    expect(registerBodySchema.safeParse({ ...base, confirmPassword: 'long enough' }).success).toBe(true);
    const mismatch = registerBodySchema.safeParse({ ...base, confirmPassword: 'other thing' });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ['confirmPassword'], message: "Passwords don't match" });
  });
  it('image references: our uploads, http(s) or image data URLs, within the cap', () => {
    const field = imageRefField(userLimits.profileImageDataUrlMax);
    expect(field.safeParse('/uploads/a.png').success).toBe(true);
    expect(field.safeParse('data:image/png;base64,AAAA').success).toBe(true);
    expect(field.safeParse('javascript:alert(1)').success).toBe(false);
    expect(field.safeParse('data:text/html;base64,AAAA').success).toBe(false);
    expect(field.safeParse(`data:image/png;base64,${'A'.repeat(userLimits.profileImageDataUrlMax)}`).success).toBe(false);
  });
  it('profile updates take only known fields; completing signup needs true', () => {
    expect(updateProfileBodySchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(completeSignupBodySchema.safeParse({ hasCompletedSignup: true, profilePicUploadedAt: null }).success).toBe(true);
    expect(completeSignupBodySchema.safeParse({ hasCompletedSignup: false }).success).toBe(false);
  });
  it('upload fields default to a profile upload', () => {
    expect(uploadFieldsSchema.parse({})).toEqual({ uploadType: 'profile' });
  });
  it('admin sign-in keeps the library words', () => {
    expect(firstMessage(adminLoginBodySchema.safeParse({ email: 'x', password: 'long enough' }))).toBe('Invalid email');
    expect(adminLoginBodySchema.safeParse({ email: 'a@example.com', password: '123456' }).success).toBe(true);
  });
});

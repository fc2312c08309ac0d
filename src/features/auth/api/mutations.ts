import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  adminMeResponseSchema,
  authResponseSchema,
  checkEmailResponseSchema,
  verifyOtpResponseSchema,
  type LoginBody,
  type OtpType,
  type RegisterBody,
  type SendableOtpType,
  type AdminLoginBody,
  type AdminMe,
} from '@contract/auth';
import { messageResponseSchema } from '@contract/errors';
import { uploadResultSchema } from '@contract/upload';
import { userAnswerSchema, userResponseSchema, type User } from '@contract/user';
import { api } from '@/lib/api-client';
import { sessionToken } from '@/lib/session-token';
import { uploadWithProgress } from '@/lib/upload';
import { authQueries } from './queries';
import { sessionEndReason } from './session-end';
import { signOutMark } from './sign-out-mark';

/** Thrown when a sign-in answer has no token: the spec's "No token in response". */
export class MissingTokenError extends Error {
  constructor() {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the reader sees loginError's notice, not this
    super('No token in response');
    this.name = 'MissingTokenError';
  }
}

// Sign-in answers are read leniently so that a missing token gets the spec's own error. The spec
// promises `{token, ...}`: the member comes with it from our server, from the session check otherwise.
const signInAnswerSchema = z.object({ token: z.optional(z.string()), user: authResponseSchema.shape.user });

async function signIn(path: string, body: unknown): Promise<{ token: string; user: User }> {
  const answer = await api.post(path, body, { schema: signInAnswerSchema, auth: 'none' });
  if (!answer.token) throw new MissingTokenError();
  const user = answer.user ?? (await api.get('/api/auth/me', { schema: userResponseSchema, bearer: answer.token })).user;
  return { token: answer.token, user };
}

// The admin door's user is the admin document's User (no signup fields): read for what the admin
// header needs; anything unreadable leaves it to the session check.
const adminSignInAnswerSchema = z.object({ token: z.optional(z.string()), user: z.catch(z.nullish(adminMeResponseSchema), null) });

/** The admin sign-in: the spec promises the user; the session check (`_id`, `role`) stands in if not. */
async function adminSignIn(body: AdminLoginBody): Promise<{ token: string; admin: AdminMe }> {
  const answer = await api.post('/api/admin/auth/login', body, { schema: adminSignInAnswerSchema, auth: 'none' });
  if (!answer.token) throw new MissingTokenError();
  const admin: AdminMe = answer.user ?? (await api.get('/api/admin/auth/me', { schema: adminMeResponseSchema, bearer: answer.token }));
  return { token: answer.token, admin };
}

/** Stores the token and the member it belongs to, so every screen knows at once. */
function useStartSession() {
  const queryClient = useQueryClient();
  return ({ token, user }: { token: string; user: User }) => {
    sessionToken.set('member', token);
    signOutMark.clear();
    sessionEndReason.clear();
    queryClient.setQueryData(authQueries.session().queryKey, user);
  };
}

function useSetSessionUser() {
  const queryClient = useQueryClient();
  return (user: User) => queryClient.setQueryData(authQueries.session().queryKey, user);
}

export function useCheckEmail() {
  return useMutation({
    mutationFn: (email: string) => api.post('/api/auth/check-email', { email }, { schema: checkEmailResponseSchema, auth: 'none' }),
  });
}

export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: LoginBody) => signIn('/api/auth/login', body),
    onSuccess: startSession,
  });
}

export function useRegister() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: RegisterBody) => signIn('/api/auth/register', { ...body, isVerified: false }),
    onSuccess: startSession,
  });
}

export function useSendOtp() {
  return useMutation({
    mutationFn: (body: { email: string; type: SendableOtpType }) =>
      api.post('/api/auth/send-otp', body, { schema: messageResponseSchema, auth: 'none' }),
  });
}

export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; otp: string; type: OtpType }) =>
      api.post('/api/auth/verify-otp', body, { schema: verifyOtpResponseSchema, auth: 'none' }),
    onSuccess: async (_answer, body) => {
      // A verified signup code makes the stored session a full one.
      if (body.type === 'signup') await queryClient.invalidateQueries(authQueries.session());
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post('/api/auth/forgot-password', { email }, { schema: messageResponseSchema, auth: 'none' }),
  });
}

/** Resets with a verified code (resetToken absent) or with the token of a mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ email, newPassword, resetToken }: { email: string; newPassword: string; resetToken?: string }) =>
      resetToken
        ? api.post('/api/auth/reset-password', { email, resetToken, newPassword }, { schema: messageResponseSchema, auth: 'none' })
        : api.post('/api/auth/reset-password-otp', { email, newPassword }, { schema: messageResponseSchema, auth: 'none' }),
  });
}

/** The signup photo: upload with progress, then record it on the profile. */
export function useUploadSignupPhoto() {
  const setUser = useSetSessionUser();
  return useMutation({
    retry: false,
    mutationFn: async ({ file, userId, onProgress }: { file: File; userId: string; onProgress: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      form.append('uploadType', 'profile');
      form.append('userId', userId);
      const uploaded = await uploadWithProgress('/api/upload', form, { schema: uploadResultSchema, onProgress });
      const uploadedAt = new Date().toISOString();
      const { user } = await api.patch(
        '/api/users/profile',
        { profileImage: uploaded.secure_url, profilePicUploadedAt: uploadedAt },
        { schema: userResponseSchema },
      );
      return { user, uploadedAt };
    },
    onSuccess: ({ user }) => setUser(user),
  });
}

export function useCompleteSignup() {
  const setUser = useSetSessionUser();
  return useMutation({
    mutationFn: (profilePicUploadedAt: string | null) =>
      api.patch('/api/users/complete-signup', { hasCompletedSignup: true, profilePicUploadedAt }, { schema: userAnswerSchema }),
    onSuccess: ({ user }) => setUser(user),
  });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminLoginBody) => {
      const answer = await adminSignIn(body);
      // Admin access is accepted only when the answer says admin.
      if (answer.admin.role !== 'admin') throw new Error('Login failed');
      return answer;
    },
    onSuccess: ({ token, admin }) => {
      sessionToken.set('admin', token);
      queryClient.setQueryData(authQueries.adminSession().queryKey, admin);
    },
  });
}

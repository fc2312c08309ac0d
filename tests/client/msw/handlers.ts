import { http, HttpResponse } from 'msw';
import type { AdminMe, AuthResponse, CheckEmailResponse, VerifyOtpResponse } from '@contract/auth';
import type { Category } from '@contract/category';
import type { CountResponse } from '@contract/counts';
import { PRESET_CATEGORIES } from '@contract/limits';
import type { ErrorBody, MessageResponse } from '@contract/errors';
import type { UploadResult } from '@contract/upload';
import type { User, UserResponse } from '@contract/user';
import { liveHandler } from './live';
import { archivesNotOffered } from './saved';
import { occasionsNotOffered } from './occasions';

// Handlers answer with the contract's types, so a change of shape breaks these tests at compile time.

export const member = (overrides: Partial<User> = {}): User => ({
  _id: '6650a1b2c3d4e5f601234567',
  fullName: 'Maya Chen',
  email: 'maya@example.com',
  profileImage: null,
  bannerImage: null,
  bio: null,
  role: 'user',
  isVerified: true,
  hasCompletedSignup: true,
  profilePicUploadedAt: null,
  ...overrides,
});

// Each factory takes the contract's types; the answer goes out as a plain Response so that one
// handler may answer either the type or an error body.
export const json = <T extends object>(body: T, status = 200): Response => HttpResponse.json<T>(body, { status });
export const error = (status: number, message: string): Response => HttpResponse.json<ErrorBody>({ message }, { status });

export const handlers = {
  me: (user: User | null) => http.get('/api/auth/me', () => (user ? json<UserResponse>({ user }) : error(401, 'Authentication required'))),
  checkEmail: (answer: CheckEmailResponse) => http.post('/api/auth/check-email', () => json<CheckEmailResponse>(answer)),
  login: (answer: AuthResponse | { status: number; message: string }) =>
    http.post('/api/auth/login', () => ('status' in answer ? error(answer.status, answer.message) : json<AuthResponse>(answer))),
  register: (answer: AuthResponse | { status: number; message: string }) =>
    http.post('/api/auth/register', () => ('status' in answer ? error(answer.status, answer.message) : json<AuthResponse>(answer, 201))),
  sendOtp: (status = 200, message = 'Verification code sent') =>
    http.post('/api/auth/send-otp', () => (status === 200 ? json<MessageResponse>({ success: true, message }) : error(status, message))),
  verifyOtp: (answer: VerifyOtpResponse, status = 200) => http.post('/api/auth/verify-otp', () => json<VerifyOtpResponse>(answer, status)),
  forgotPassword: (status = 200, message = 'Reset code sent') =>
    http.post('/api/auth/forgot-password', () => (status === 200 ? json<MessageResponse>({ success: true, message }) : error(status, message))),
  resetWithCode: (status = 200, message = 'Password reset successful') =>
    http.post('/api/auth/reset-password-otp', () => (status === 200 ? json<MessageResponse>({ success: true, message }) : error(status, message))),
  resetWithLink: (status = 200, message = 'Password reset successful') =>
    http.post('/api/auth/reset-password', () => (status === 200 ? json<MessageResponse>({ success: true, message }) : error(status, message))),
  upload: (answer: UploadResult) => http.post('/api/upload', () => json<UploadResult>(answer, 201)),
  profile: (user: User) => http.patch('/api/users/profile', () => json<UserResponse>({ user })),
  completeSignup: (user: User) => http.patch('/api/users/complete-signup', () => json<UserResponse>({ user })),
  logout: () => http.post('/api/auth/logout', () => json<MessageResponse>({ success: true, message: 'Logged out' })),
  adminMe: (admin: AdminMe | null) => http.get('/api/admin/auth/me', () => (admin ? json<AdminMe>(admin) : error(401, 'Authentication required'))),
  unreadCounts: (notifications: number, messages: number) => [
    http.get('/api/notifications/unread-count', () => json<CountResponse>({ count: notifications })),
    http.get('/api/messages/unread-count', () => json<CountResponse>({ count: messages })),
  ],
};

const emptyPage = { desires: [], total: 0, hasMore: false };

/**
 * What every test starts with: nobody signed in, nothing unread, no desires, default settings. The
 * app's warm-up reads and the feed find an empty server instead of an unhandled request.
 */
export const baseHandlers = [
  handlers.me(null),
  handlers.adminMe(null),
  ...handlers.unreadCounts(0, 0),
  handlers.logout(),
  http.get('/api/desires/public', () => json(emptyPage)),
  http.get('/api/desires/following', () => json(emptyPage)),
  http.get('/api/desires/trending', () => json([])),
  http.get('/api/chats', () => json([])),
  http.get('/api/stats', () => json({ total: 0, desired: 0, inProgress: 0, fulfilled: 0 })),
  http.get('/api/user/settings', () => json({ defaultVisibility: 'public', showMyActivity: true, notifyFollowers: true, notifyReactions: true, notifyComments: true })),
  // Every member has the six defaults: the desire form and the feed's filters read them.
  http.get('/api/categories', () =>
    json<Category[]>(
      PRESET_CATEGORIES.map((name, index) => ({
        _id: `6650a1b2c3d4e5f6012300${String(index).padStart(2, '0')}`,
        name,
        description: null,
        color: '#6366f1',
        icon: null,
        visibility: 'private',
        userId: member()._id,
        owner: { _id: member()._id, fullName: member().fullName, profileImage: null },
        isOwned: true,
        isDefault: true,
        desiresCount: 0,
        statusBreakdown: { desire: 0, in_progress: 0, fulfilled: 0 },
        sharedBy: null,
        createdAt: '2025-01-01T00:00:00.000Z',
      })),
    ),
  ),
  liveHandler,
  ...archivesNotOffered,
  ...occasionsNotOffered,
  // Settings lists them: nobody blocked or muted.
  http.get('/api/me/blocks-and-mutes', () => json({ blocked: [], muted: [] })),
];

import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMeResponseSchema, type AdminMe } from '@contract/admin-auth';
import { userResponseSchema, type User } from '@contract/user';
import { api, isApiError } from '@/lib/api-client';
import { retryTransient } from '@/lib/query-client';
import { sessionToken } from '@/lib/session-token';
import { timings } from '@/lib/timings';
import { sessionEndReason } from './session-end';

/**
 * Whether an answer judged the token: a 4xx but "too many requests" and "too slow", which say to
 * come back later and would otherwise sign a member out (and take their drafts) for a busy moment.
 */
const refusesToken = (error: unknown) => isApiError(error) && error.status < 500 && error.status !== 429 && error.status !== 408;

/**
 * The session check of the spec: GET /api/auth/me when a token is stored. A token the server
 * refuses is removed and the visitor is signed out. When the server cannot be reached, is busy or
 * limits the calls, the token is kept and the query fails, so a flaky network does not sign anyone out.
 */
async function fetchSession(): Promise<User | null> {
  if (!sessionToken.get('member')) return null;
  try {
    const { user } = await api.get('/api/auth/me', { schema: userResponseSchema });
    return user;
  } catch (error) {
    if (refusesToken(error)) {
      // A block refuses a request already under way with its own words: the sign-in page repeats them.
      if (isApiError(error)) sessionEndReason.note(error.serverMessage);
      sessionToken.clear('member');
      return null;
    }
    throw error;
  }
}

/** The admin session check: accepted only when the answer's role is admin; otherwise the admin token goes. */
async function fetchAdminSession(): Promise<AdminMe | null> {
  if (!sessionToken.get('admin')) return null;
  try {
    const me = await api.get('/api/admin/auth/me', { schema: adminMeResponseSchema, auth: 'admin' });
    if (me.role !== 'admin') {
      sessionToken.clear('admin');
      return null;
    }
    return me;
  } catch (error) {
    if (refusesToken(error)) {
      sessionToken.clear('admin');
      return null;
    }
    throw error;
  }
}

export const authQueries = {
  all: () => ['auth'] as const,
  session: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'session'] as const,
      queryFn: fetchSession,
      ...timings.session,
      retry: retryTransient(1),
    }),
  adminSession: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'admin-session'] as const,
      queryFn: fetchAdminSession,
      ...timings.session,
      retry: retryTransient(1),
    }),
};

/** Signed in means verified and past the photo step; until then the member is still onboarding. */
export type SessionStatus = 'loading' | 'error' | 'signed-out' | 'onboarding' | 'signed-in';

export function sessionStatusOf(user: User | null | undefined): Exclude<SessionStatus, 'loading' | 'error'> {
  if (!user) return 'signed-out';
  return user.isVerified && user.hasCompletedSignup ? 'signed-in' : 'onboarding';
}

export function useSession() {
  const query = useQuery(authQueries.session());
  const status: SessionStatus = query.isPending ? 'loading' : query.isError ? 'error' : sessionStatusOf(query.data);
  return { status, user: query.data ?? null, retry: query.refetch };
}

export function useAdminSession() {
  const query = useQuery(authQueries.adminSession());
  const status = query.isPending ? 'loading' : query.isError ? 'error' : query.data ? 'admin' : 'none';
  return { status, admin: query.data ?? null, retry: query.refetch } as const;
}

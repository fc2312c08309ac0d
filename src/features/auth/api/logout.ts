import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionToken } from '@/lib/session-token';
import { authQueries } from './queries';
import { signOutMark } from './sign-out-mark';

// Signing out lives apart from signing in: every signed-in screen needs it, and the sign-in steps'
// code then stays in the sign-in page's own chunk instead of every first visit's.

/**
 * Signs out: the server revokes the token (a failure there does not keep anyone signed in), the
 * token and everything kept for the member (drafts too) leave browser storage, and every cached read
 * of the member is dropped. The admin area stays signed in: it has a session of its own.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: async () => {
      await api.post('/api/auth/logout').catch(() => undefined);
    },
    onSettled: () => {
      // Push's code is no part of a first visit: it loads when a member signs out.
      void import('@/lib/web-push').then((push) => push.forgetDeviceSubscription()).catch(() => undefined);
      signOutMark.set();
      sessionToken.clear('member');
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authQueries.all()[0] });
      queryClient.setQueryData(authQueries.session().queryKey, null);
    },
  });
}

/** Signs the admin area out, and only it: the member area of the same browser stays signed in. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: async () => {
      await api.post('/api/admin/auth/logout', undefined, { auth: 'admin' }).catch(() => undefined);
    },
    onSettled: () => {
      sessionToken.clear('admin');
      queryClient.setQueryData(authQueries.adminSession().queryKey, null);
    },
  });
}

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminUserSchema, type AdminUser } from '@contract/admin';
import { messageResponseSchema } from '@contract/errors';
import { api } from '@/lib/api-client';
import { callExtra } from '@/lib/extras';
import { adminQueries } from './queries';

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/**
 * Role, block and delete change the lists, the dashboard's counts and the user's own page: every
 * admin read is refreshed once the server has answered. The refresh is not awaited, so that the
 * screen's own callbacks (toast, leaving a deleted user's page) run at once. Not retried: the admin
 * sees the failure and decides.
 */
function useAdminAction<TVariables, TResult>(name: string, action: (variables: TVariables) => Promise<TResult>, onDone?: (client: QueryClient, variables: TVariables) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...adminQueries.all(), name],
    mutationFn: action,
    retry: false,
    onSuccess: (_result, variables) => onDone?.(client, variables),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: adminQueries.all() });
    },
  });
}

export const useChangeRole = () =>
  useAdminAction('role', ({ user, role }: { user: AdminUser; role: AdminUser['role'] }) =>
    api.patch(`${userPath(user._id)}/role`, { role }, { auth: 'admin', schema: adminUserSchema }),
  );

export const useSetBlocked = () =>
  useAdminAction('block', ({ user, blocked }: { user: AdminUser; blocked: boolean }) =>
    callExtra('adminBlock', () => api.patch(`${userPath(user._id)}/block`, { blocked }, { auth: 'admin', schema: adminUserSchema })),
  );

/** A deleted user's own reads are dropped, not read again: they would only answer 404. */
export const useDeleteUser = () =>
  useAdminAction(
    'delete',
    (user: AdminUser) => api.delete(userPath(user._id), { auth: 'admin', schema: messageResponseSchema }),
    (client, user) => client.removeQueries({ queryKey: adminQueries.user(user._id).queryKey }),
  );

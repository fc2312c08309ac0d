import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@contract/errors';
import { userSettingsSchema, type UpdateSettingsBody, type UserSettings } from '@contract/settings';
import type { ChangePasswordBody } from '@contract/user';
import { api } from '@/lib/api-client';
import { settingsQueries } from './queries';

const updateKey = [...settingsQueries.all(), 'update'] as const;

/** The fields of `from` that `change` names: what to put back when that change fails. */
function fieldsOf(from: UserSettings, change: UpdateSettingsBody): UpdateSettingsBody {
  return Object.fromEntries(Object.keys(change).map((key) => [key, from[key as keyof UserSettings]])) as UpdateSettingsBody;
}

/**
 * Saves one change at once (a switch or the default visibility). The screen shows it before the
 * server answers; a failure puts back only the fields this change named, so another switch flipped
 * meanwhile keeps its state. The callbacks run for every change, also when several overlap.
 */
export function useUpdateSettings({ onSaved, onFailed }: { onSaved?: () => void; onFailed?: (error: unknown, change: UpdateSettingsBody) => void } = {}) {
  const client = useQueryClient();
  const key = settingsQueries.mine().queryKey;
  return useMutation({
    mutationKey: updateKey,
    mutationFn: (change: UpdateSettingsBody) => api.put('/api/user/settings', change, { schema: userSettingsSchema }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData(key);
      client.setQueryData(key, (old) => (old ? { ...old, ...change } : old));
      return { undo: previous ? fieldsOf(previous, change) : undefined };
    },
    onError: (error, change, context) => {
      const undo = context?.undo;
      if (undo) client.setQueryData(key, (old) => (old ? { ...old, ...undo } : old));
      onFailed?.(error, change);
    },
    onSuccess: (saved) => {
      // The last answer is the whole truth only when no other change is still on its way.
      if (client.isMutating({ mutationKey: updateKey }) <= 1) client.setQueryData(key, saved);
      onSaved?.();
    },
  });
}

/** PUT /api/user/change-password. Not retried: a second try could meet a password already changed. */
export function useChangePassword() {
  return useMutation({
    retry: false,
    mutationFn: (body: ChangePasswordBody) => api.put('/api/user/change-password', body, { schema: messageResponseSchema }),
  });
}

/** DELETE /api/user/account. Not retried: after a lost answer the session is already gone. */
export function useDeleteAccount() {
  return useMutation({
    retry: false,
    mutationFn: () => api.delete('/api/user/account', { schema: messageResponseSchema }),
  });
}

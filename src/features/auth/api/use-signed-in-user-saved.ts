import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@contract/user';
import { authQueries } from './queries';
import { invalidateAfter } from '@/lib/staleness';

/**
 * The member changed their own record (name, picture, bio, banner, visibility): the session copy
 * takes it at once, so the shell, menus and new desire cards show it; when the name or picture
 * changed, desire lists (which embed the author) are read again.
 */
export function useSignedInUserSaved() {
  const client = useQueryClient();
  return useCallback(
    (saved: User) => {
      const before = client.getQueryData<User | null>(authQueries.session().queryKey);
      client.setQueryData(authQueries.session().queryKey, saved);
      if (!before || before.fullName !== saved.fullName || (before.profileImage ?? null) !== (saved.profileImage ?? null)) {
        void invalidateAfter(client, "a member's name or picture changed");
      }
    },
    [client],
  );
}

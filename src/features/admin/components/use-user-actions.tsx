import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AdminUser } from '@contract/admin';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { isMissingEndpoint, useExtraOffered } from '@/lib/extras';
import { useChangeRole, useDeleteUser, useSetBlocked } from '../api/mutations';
import { confirmationOf, type UserAction } from '../model/confirmations';

const serverMessage = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

/** Where the actions are offered: the list and the details screen word their role toast differently (spec 8). */
type Place = 'list' | 'details';

/**
 * Make/Remove Admin, Block/Unblock and Delete for one user, with the spec's toasts and the disabled
 * rules: admins are neither blocked nor deleted, nobody removes their own admin role, and one
 * action at a time. Each asks first: all three sign the member out or shut them out at once.
 */
export function useUserActions(user: AdminUser, { place, ownId, onDeleted }: { place: Place; ownId: string | null; onDeleted?: () => void }) {
  const { t } = useLingui();
  const role = useChangeRole();
  const block = useSetBlocked();
  const remove = useDeleteUser();
  const [asking, setAsking] = useState<UserAction | null>(null);
  const busy = role.isPending || block.isPending || remove.isPending;
  const isAdmin = user.role === 'admin';
  // Blocking is our server's extra: elsewhere Block User is present and not wired, as the spec has it.
  const blockOffered = useExtraOffered('adminBlock') && user.isBlocked !== null;
  const done = () => setAsking(null);

  const changeRole = () => {
    role.mutate(
      { user, role: isAdmin ? 'user' : 'admin' },
      {
        onSuccess: () => {
          done();
          if (place === 'list') toast.success(t`User updated`, t`User role has been updated successfully`);
          else toast.success(t`Role updated`);
        },
        onError: (error) => {
          done();
          toast.error(t`Update failed`, serverMessage(error, t`Failed to update user role`));
        },
      },
    );
  };

  const changeBlock = () => {
    const blocked = !user.isBlocked;
    block.mutate(
      { user, blocked },
      {
        onSuccess: () => {
          done();
          const name = user.fullName;
          if (blocked) toast.success(t`User blocked`, t`${name} has been signed out and their content is hidden.`);
          else toast.success(t`User unblocked`, t`${name} can sign in again.`);
        },
        onError: (error) => {
          done();
          if (!isMissingEndpoint(error)) toast.error(t`Update failed`, serverMessage(error, blocked ? t`Failed to block user` : t`Failed to unblock user`));
        },
      },
    );
  };

  const deleteUser = () => {
    remove.mutate(user, {
      onSuccess: () => {
        done();
        toast.success(t`User deleted`, t`User has been deleted successfully`);
        onDeleted?.();
      },
      onError: (error) => {
        done();
        toast.error(t`Delete failed`, serverMessage(error, t`Failed to delete user`));
      },
    });
  };

  const run: Record<UserAction, () => void> = { role: changeRole, block: changeBlock, delete: deleteUser };
  const ask = (action: UserAction) => {
    if (!busy) setAsking(action);
  };
  const words = confirmationOf(asking ?? 'delete', user);
  const confirmation = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => !busy && !open && setAsking(null)}
      title={words.title}
      description={words.description}
      confirmLabel={words.confirmLabel}
      confirmVariant={words.tone}
      onConfirm={() => asking && run[asking]()}
      busy={busy}
    />
  );

  return {
    busy,
    roleLabel: isAdmin ? t`Remove Admin` : t`Make Admin`,
    blockLabel: user.isBlocked ? t`Unblock User` : t`Block User`,
    /** Removing one's own admin role is refused by the server too: the last admin cannot lock everyone out. */
    roleDisabled: busy || (isAdmin && user._id === ownId),
    blockDisabled: busy || isAdmin || !blockOffered,
    /** The details screen disables Delete for admins; the list leaves it to the server's refusal (spec 6). */
    deleteDisabled: busy || (place === 'details' && isAdmin),
    toggleRole: () => ask('role'),
    toggleBlock: () => ask('block'),
    askDelete: () => ask('delete'),
    confirmation,
  };
}

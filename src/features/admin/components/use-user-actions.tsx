import { useState } from 'react';
import type { AdminUser } from '@contract/admin';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { isMissingEndpoint, useExtraOffered } from '@/lib/extras';
import { useChangeRole, useDeleteUser, useSetBlocked } from '../api/mutations';

const serverMessage = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

/** Where the actions are offered: the list and the details screen word their role toast differently (spec 8). */
type Place = 'list' | 'details';

/**
 * Make/Remove Admin, Block/Unblock and Delete for one user, with the spec's toasts, the delete
 * confirmation and the disabled rules: admins are neither blocked nor deleted, nobody removes
 * their own admin role, and one action at a time.
 */
export function useUserActions(user: AdminUser, { place, ownId, onDeleted }: { place: Place; ownId: string | null; onDeleted?: () => void }) {
  const role = useChangeRole();
  const block = useSetBlocked();
  const remove = useDeleteUser();
  const [confirming, setConfirming] = useState(false);
  const busy = role.isPending || block.isPending || remove.isPending;
  const isAdmin = user.role === 'admin';
  // Blocking is our server's extra: elsewhere Block User is present and not wired, as the spec has it.
  const blockOffered = useExtraOffered('adminBlock') && user.isBlocked !== null;

  const toggleRole = () => {
    if (busy) return;
    role.mutate(
      { user, role: isAdmin ? 'user' : 'admin' },
      {
        onSuccess: () => (place === 'list' ? toast.success('User updated', 'User role has been updated successfully') : toast.success('Role updated')),
        onError: (error) => toast.error('Update failed', serverMessage(error, 'Failed to update user role')),
      },
    );
  };

  const toggleBlock = () => {
    if (busy) return;
    const blocked = !user.isBlocked;
    block.mutate(
      { user, blocked },
      {
        onSuccess: () =>
          blocked
            ? toast.success('User blocked', `${user.fullName} has been signed out and their content is hidden.`)
            : toast.success('User unblocked', `${user.fullName} can sign in again.`),
        onError: (error) => {
          if (!isMissingEndpoint(error)) toast.error('Update failed', serverMessage(error, blocked ? 'Failed to block user' : 'Failed to unblock user'));
        },
      },
    );
  };

  const confirmDelete = () => {
    remove.mutate(user, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('User deleted', 'User has been deleted successfully');
        onDeleted?.();
      },
      onError: (error) => {
        setConfirming(false);
        toast.error('Delete failed', serverMessage(error, 'Failed to delete user'));
      },
    });
  };

  const confirmation = (
    <ConfirmDialog
      open={confirming}
      onOpenChange={(open) => !remove.isPending && setConfirming(open)}
      title="Delete User"
      description="Are you sure you want to delete this user? This action cannot be undone."
      confirmLabel="Delete"
      onConfirm={confirmDelete}
      busy={remove.isPending}
    />
  );

  return {
    busy,
    roleLabel: isAdmin ? 'Remove Admin' : 'Make Admin',
    blockLabel: user.isBlocked ? 'Unblock User' : 'Block User',
    /** Removing one's own admin role is refused by the server too: the last admin cannot lock everyone out. */
    roleDisabled: busy || (isAdmin && user._id === ownId),
    blockDisabled: busy || isAdmin || !blockOffered,
    /** The details screen disables Delete for admins; the list leaves it to the server's refusal (spec 6). */
    deleteDisabled: busy || (place === 'details' && isAdmin),
    toggleRole,
    toggleBlock,
    askDelete: () => setConfirming(true),
    confirmation,
  };
}

import type { AdminUser } from '@contract/admin';

export type UserAction = 'role' | 'block' | 'delete';

export interface Confirmation {
  title: string;
  description: string;
  confirmLabel: string;
  /** Red for what shuts a member out; the plain button for what lets them back in. */
  tone: 'destructive' | 'default';
}

/**
 * What the admin is asked before each action, in the words of what follows for the member: every
 * one of them ends the member's sessions at once. Delete is the spec's own confirmation.
 */
export function confirmationOf(action: UserAction, user: Pick<AdminUser, 'fullName' | 'role' | 'isBlocked'>): Confirmation {
  const name = user.fullName;
  switch (action) {
    case 'delete':
      return { title: 'Delete User', description: 'Are you sure you want to delete this user? This action cannot be undone.', confirmLabel: 'Delete', tone: 'destructive' };
    case 'block':
      return user.isBlocked
        ? {
            title: 'Unblock User',
            description: `${name} will be able to sign in again, and their desires, reactions and comments will be shown again.`,
            confirmLabel: 'Unblock User',
            tone: 'default',
          }
        : {
            title: 'Block User',
            description: `${name} will be signed out everywhere at once and will not be able to sign in. Their desires, reactions and comments will be hidden until you unblock them.`,
            confirmLabel: 'Block User',
            tone: 'destructive',
          };
    case 'role':
      return user.role === 'admin'
        ? {
            title: 'Remove Admin',
            description: `${name} will be signed out of the admin area at once and will use the app as a member from now on.`,
            confirmLabel: 'Remove Admin',
            tone: 'destructive',
          }
        : {
            title: 'Make Admin',
            description: `${name} will be signed out of the app at once and will sign in at the admin area from now on. While they are an admin, their desires and activity are hidden from members.`,
            confirmLabel: 'Make Admin',
            tone: 'destructive',
          };
  }
}

import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { AdminUser } from '@contract/admin';

export type UserAction = 'role' | 'block' | 'delete';

export interface Confirmation {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Red for what shuts a member out; the plain button for what lets them back in. */
  tone: 'destructive' | 'default';
}

/**
 * What the admin is asked before each action, in the words of what follows for the member: every
 * one of them ends the member's sessions at once. Delete is the spec's own confirmation. Worded when
 * asked, in the language of the moment; the member's name is isolated from the sentence around it.
 */
export function confirmationOf(action: UserAction, user: Pick<AdminUser, 'fullName' | 'role' | 'isBlocked'>): Confirmation {
  const name = user.fullName;
  switch (action) {
    case 'delete':
      return {
        title: t`Delete User`,
        description: t`Are you sure you want to delete this user? This action cannot be undone.`,
        confirmLabel: t`Delete`,
        tone: 'destructive',
      };
    case 'block':
      return user.isBlocked
        ? {
            title: t`Unblock User`,
            description: (
              <Trans>
                <bdi>{name}</bdi> will be able to sign in again, and their desires, reactions and comments will be shown again.
              </Trans>
            ),
            confirmLabel: t`Unblock User`,
            tone: 'default',
          }
        : {
            title: t`Block User`,
            description: (
              <Trans>
                <bdi>{name}</bdi> will be signed out everywhere at once and will not be able to sign in. Their desires, reactions and comments will be hidden until you unblock them.
              </Trans>
            ),
            confirmLabel: t`Block User`,
            tone: 'destructive',
          };
    case 'role':
      return user.role === 'admin'
        ? {
            title: t`Remove Admin`,
            description: (
              <Trans>
                <bdi>{name}</bdi> will be signed out of the admin area at once and will use the app as a member from now on.
              </Trans>
            ),
            confirmLabel: t`Remove Admin`,
            tone: 'destructive',
          }
        : {
            title: t`Make Admin`,
            description: (
              <Trans>
                <bdi>{name}</bdi> will be signed out of the app at once and will sign in at the admin area from now on. While they are an admin, their desires and activity are hidden from members.
              </Trans>
            ),
            confirmLabel: t`Make Admin`,
            tone: 'destructive',
          };
  }
}

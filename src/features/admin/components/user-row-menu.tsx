import { Trans, useLingui } from '@lingui/react/macro';
import { MoreHorizontal, ShieldCheck, ShieldOff, Ban, CircleCheck, Trash2 } from 'lucide-react';
import type { AdminUser } from '@contract/admin';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { buttonVariants } from '@/components/ui/button';
import { useUserActions } from './use-user-actions';

/** The row's action menu of the user list. */
export function UserRowMenu({ user, ownId }: { user: AdminUser; ownId: string | null }) {
  const { t } = useLingui();
  const actions = useUserActions(user, { place: 'list', ownId });
  const name = user.fullName;
  return (
    <>
      <Menu>
        <MenuTrigger aria-label={t`Actions for ${name}`} disabled={actions.busy} className={buttonVariants({ variant: 'ghost', size: 'icon-sm' })}>
          <MoreHorizontal aria-hidden="true" />
        </MenuTrigger>
        <MenuContent align="end" className="w-48">
          <MenuItem onSelect={actions.toggleRole} disabled={actions.roleDisabled}>
            {user.role === 'admin' ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
            {actions.roleLabel}
          </MenuItem>
          <MenuItem onSelect={actions.toggleBlock} disabled={actions.blockDisabled}>
            {user.isBlocked ? <CircleCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
            {actions.blockLabel}
          </MenuItem>
          <MenuSeparator />
          <MenuItem onSelect={actions.askDelete} disabled={actions.deleteDisabled} destructive>
            <Trash2 aria-hidden="true" />
            <Trans>Delete User</Trans>
          </MenuItem>
        </MenuContent>
      </Menu>
      {actions.confirmation}
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, CircleCheck, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import type { AdminUser } from '@contract/admin';
import { Button } from '@/components/ui/button';
import { Panel } from './panel';
import { useUserActions } from './use-user-actions';

/** The details screen's actions: admins can be neither blocked nor deleted, and nobody demotes themselves. */
export function UserAdminActions({ user, ownId, onDeleted }: { user: AdminUser; ownId: string | null; onDeleted: () => void }) {
  const { t } = useLingui();
  const actions = useUserActions(user, { place: 'details', ownId, onDeleted });
  return (
    <Panel title={t`Admin Actions`}>
      <div className="grid gap-2">
        <Button variant="outline" className="justify-start" onClick={actions.toggleRole} disabled={actions.roleDisabled}>
          {user.role === 'admin' ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
          {actions.roleLabel}
        </Button>
        <Button variant="outline" className="justify-start" onClick={actions.toggleBlock} disabled={actions.blockDisabled}>
          {user.isBlocked ? <CircleCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
          {actions.blockLabel}
        </Button>
        <Button variant="destructive" className="justify-start" onClick={actions.askDelete} disabled={actions.deleteDisabled}>
          <Trash2 aria-hidden="true" />
          <Trans>Delete User</Trans>
        </Button>
        {user.role === 'admin' ? <p className="text-xs text-muted-foreground">
            <Trans>Admin accounts cannot be blocked or deleted.</Trans>
          </p> : null}
      </div>
      {actions.confirmation}
    </Panel>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LogOut, ShieldAlert, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useDeleteAccount } from '../api/mutations';
import { SettingsSection } from './settings-section';

/**
 * Delete Account (asked first) and Log Out. What follows a deletion and the sign-out itself belong
 * to the session, so the screen passes them in.
 */
export function DangerZone({ onDeleted, onLogout, loggingOut }: { onDeleted: () => void; onLogout: () => void; loggingOut?: boolean }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteAccount();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast.success(t`Account deleted`, t`Your desires, comments, reactions and follows are gone.`);
        onDeleted();
      },
      onError: (error) => {
        setAsking(false);
        toast.error(t`Error deleting account`, error instanceof ApiError ? (error.serverMessage ?? error.message) : t`The server could not be reached. Try again.`);
      },
    });

  return (
    <SettingsSection title={t`Danger Zone`} icon={ShieldAlert} tone="danger">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <p className="text-sm font-medium leading-none">
            <Trans>Delete Account</Trans>
          </p>
          <p className="text-sm text-muted-foreground">
            <Trans>Removes your account and everything you posted. This cannot be undone.</Trans>
          </p>
        </div>
        <Button variant="destructive" onClick={() => setAsking(true)}>
          <Trash2 aria-hidden="true" /> <Trans>Delete Account</Trans>
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <p className="text-sm font-medium leading-none">
            <Trans>Log Out</Trans>
          </p>
          <p className="text-sm text-muted-foreground">
            <Trans>Sign out on this device.</Trans>
          </p>
        </div>
        <Button variant="outline" onClick={onLogout} loading={loggingOut}>
          <LogOut aria-hidden="true" className="rtl:-scale-x-100" /> <Trans>Log Out</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          if (!remove.isPending) setAsking(open);
        }}
        title={t`Delete your account?`}
        description={t`Your account, desires, comments, reactions, follows and chats will be deleted for good. This cannot be undone.`}
        confirmLabel={t`Delete Account`}
        onConfirm={confirm}
        busy={remove.isPending}
      />
    </SettingsSection>
  );
}

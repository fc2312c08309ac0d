import { useLingui } from '@lingui/react/macro';
import { toast } from '@/components/ui/toast';
import { ResponsiveDialog } from '@/components/ui/responsive-dialog';
import { firstName } from '@/lib/format';
import { useSession } from '../api/queries';
import { AuthFlow } from './auth-flow';

/**
 * The sign-in dialog: the same steps as the page (with the dialog's rules), a modal from 768 px
 * and a bottom sheet below. It is also the login prompt visitors get on read-only screens.
 */
export function AuthDialog({
  open,
  onOpenChange,
  dismissible = true,
  onSignedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dismissible?: boolean;
  onSignedIn?: () => void;
}) {
  const { user } = useSession();
  const { t } = useLingui();
  return (
    <ResponsiveDialog open={open} onOpenChange={onOpenChange} title={t`Sign in to Wishwell`} hideHeader dismissible={dismissible} className="md:max-w-md">
      {open ? (
        <AuthFlow
          variant="dialog"
          onFinished={(welcome) => {
            onOpenChange(false);
            const name = firstName(user?.fullName);
            if (welcome === 'new') toast.success(name ? t`Welcome to Wishwell, ${name}!` : t`Welcome to Wishwell!`);
            else toast.success(name ? t`Good to see you, ${name}!` : t`Good to see you!`);
            onSignedIn?.();
          }}
        />
      ) : null}
    </ResponsiveDialog>
  );
}

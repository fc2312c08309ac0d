import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Said under the visibility choice while a shared category is set to private, before saving. */
export function EndsSharesHint() {
  return <Trans>Making it private ends its current shares.</Trans>;
}

/**
 * Asks before a shared category becomes private: its shares end on the server then, so that sharing
 * it again starts from nobody. Cancel keeps the form open as it is.
 */
export function MakePrivateDialog({
  name,
  open,
  onOpenChange,
  onConfirm,
  busy,
}: {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Make "${name}" private?`}
      description={t`Its current shares will end: the members it is shared with lose access, and its share link stops working. Sharing it again later starts from nobody.`}
      confirmLabel={t`Make Private`}
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Said under the visibility choice while a shared category is set to private, before saving. */
export const ENDS_SHARES_HINT = 'Making it private ends its current shares.';

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
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Make "${name}" private?`}
      description="Its current shares will end: the members it is shared with lose access, and its share link stops working. Sharing it again later starts from nobody."
      confirmLabel="Make Private"
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}

import { CheckCircle2, Link2, MoreHorizontal, Pencil, RotateCcw, Sparkles, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Desire, DesireStatus } from '@contract/desire';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { ownerStatusMoves, shareLink } from '../../model/desire';
import { copyLink } from './share';

/** The owner's menu: Edit, exactly the status moves of the current status, Copy link, Custom link (when offered), Delete. */
export function OwnerMenu({
  desire,
  status,
  onEdit,
  onMove,
  onDelete,
  onCustomLink,
}: {
  desire: Desire;
  status: DesireStatus;
  onEdit: () => void;
  onMove: (to: DesireStatus) => void;
  onDelete: () => void;
  /** Opens Custom link; absent where a visitor cannot open the desire or the backend has no links by name. */
  onCustomLink?: () => void;
}) {
  const { t } = useLingui();
  const moves = ownerStatusMoves(status);
  return (
    <Menu>
      <MenuTrigger className="inline-flex size-9 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground" aria-label={t`Desire options`}>
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </MenuTrigger>
      <MenuContent align="end">
        <MenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" /> <Trans>Edit</Trans>
        </MenuItem>
        {moves.map((move) => (
          <MenuItem key={move.to} onSelect={() => onMove(move.to)}>
            {move.to === 'fulfilled' ? <CheckCircle2 aria-hidden="true" /> : <RotateCcw aria-hidden="true" />} {t(move.label)}
          </MenuItem>
        ))}
        <MenuItem onSelect={() => void copyLink(shareLink(desire._id))}>
          <Link2 aria-hidden="true" /> <Trans>Copy link</Trans>
        </MenuItem>
        {onCustomLink ? (
          <MenuItem onSelect={onCustomLink}>
            <Sparkles aria-hidden="true" /> <Trans>Custom link</Trans>
          </MenuItem>
        ) : null}
        <MenuSeparator />
        <MenuItem destructive onSelect={onDelete}>
          <Trash2 aria-hidden="true" /> <Trans>Delete</Trans>
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

import { EyeOff, MoreHorizontal } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Desire } from '@contract/desire';
import { Menu, MenuContent, MenuTrigger } from '@/components/ui/menu';
import { authorOf } from '../../model/desire';
import { useDesireEnvironment } from '../desire-environment';

/**
 * A reader's menu on someone else's desire, holding its Report entry. Shown to members only, and
 * only where the backend moderates (its desires carry `hiddenReason`, null when not hidden).
 */
export function ReaderMenu({ desire }: { desire: Desire }) {
  const { t } = useLingui();
  const { viewer, reportItem } = useDesireEnvironment();
  const author = authorOf(desire);
  if (!viewer || !reportItem || author._id === viewer._id || desire.hiddenReason === undefined) return null;
  return (
    <Menu>
      <MenuTrigger className="inline-flex size-9 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground" aria-label={t`Desire options`}>
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </MenuTrigger>
      <MenuContent align="end">{reportItem({ targetType: 'desire', targetId: desire._id, owner: author, label: desire.title })}</MenuContent>
    </Menu>
  );
}

/** What the owner of a desire an operator hid reads on it: nobody else can see it any more. */
export function HiddenNotice({ reason }: { reason: string }) {
  return (
    <p role="note" className="flex items-start gap-2 rounded-xl border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm">
      <EyeOff className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <span>
        <span className="font-semibold">
          <Trans>Hidden by a moderator: {reason}</Trans>
        </span>
        <span className="block text-muted-foreground">
          <Trans>Only you can see this desire.</Trans>
        </span>
      </span>
    </p>
  );
}

import { Bell, Home, Settings } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { paths } from '@contract/pages/paths';
import { CountBadge } from './count-badge';
import { LiveFlag } from './live-flag';

/**
 * The bell of the desktop top bar: the unread count, and a menu with the live channel's flag and
 * the ways on (Home, Notifications, Settings).
 */
export function NotificationMenu({ unread, live }: { unread: number; live: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const state = live ? t`Live` : t`Offline`;
  return (
    <Menu>
      <MenuTrigger className="relative grid size-10 place-items-center rounded-full text-foreground transition-colors hover:bg-muted">
        <Bell className="size-5" aria-hidden="true" />
        <span className="sr-only">
          <Trans>Notifications menu ({state})</Trans>
        </span>
        <CountBadge count={unread} of="notifications" className="absolute -end-0.5 -top-0.5" />
      </MenuTrigger>
      <MenuContent align="end" className="w-60">
        <MenuLabel className="flex items-center justify-between gap-3">
          <span className="font-semibold">
            <Trans>Notifications</Trans>
          </span>
          <LiveFlag live={live} />
        </MenuLabel>
        <MenuSeparator />
        <MenuItem onSelect={() => navigate(paths.feed)}>
          <Home aria-hidden="true" /> <Trans>Home</Trans>
        </MenuItem>
        <MenuItem onSelect={() => navigate(paths.notifications)}>
          <Bell aria-hidden="true" /> <Trans>Notifications</Trans>
        </MenuItem>
        <MenuItem onSelect={() => navigate(paths.settings)}>
          <Settings aria-hidden="true" /> <Trans>Settings</Trans>
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

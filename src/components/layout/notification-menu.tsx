import { Bell, Home, Settings } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { paths } from '@contract/pages/paths';
import { CountBadge } from './count-badge';
import { LiveFlag } from './live-flag';

/**
 * The bell of the desktop top bar: the unread count, and a menu with the live channel's flag and
 * the ways on (Home, Notifications, Settings).
 */
export function NotificationMenu({ unread, live }: { unread: number; live: boolean }) {
  const navigate = useNavigate();
  return (
    <Menu>
      <MenuTrigger className="relative grid size-10 place-items-center rounded-full text-foreground transition-colors hover:bg-muted">
        <Bell className="size-5" aria-hidden="true" />
        <span className="sr-only">Notifications menu ({live ? 'Live' : 'Offline'})</span>
        <CountBadge count={unread} label="unread notifications" className="absolute -right-0.5 -top-0.5" />
      </MenuTrigger>
      <MenuContent align="end" className="w-60">
        <MenuLabel className="flex items-center justify-between gap-3">
          <span className="font-semibold">Notifications</span>
          <LiveFlag live={live} />
        </MenuLabel>
        <MenuSeparator />
        <MenuItem onSelect={() => navigate(paths.feed)}>
          <Home aria-hidden="true" /> Home
        </MenuItem>
        <MenuItem onSelect={() => navigate(paths.notifications)}>
          <Bell aria-hidden="true" /> Notifications
        </MenuItem>
        <MenuItem onSelect={() => navigate(paths.settings)}>
          <Settings aria-hidden="true" /> Settings
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

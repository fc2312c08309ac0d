import { Bell, Bookmark, CalendarHeart, ChevronsUpDown, FolderHeart, Home, LogOut, MessageCircle, Plus, Search, TrendingUp, UserRound } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { cn } from '@/lib/cn';
import { useExtraOffered } from '@/lib/extras';
import { paths } from '@contract/pages/paths';
import { CountBadge } from './count-badge';
import { Logo } from './logo';
import { isActive, type ShellUser, type UnreadCounts } from './nav-items';

function SidebarLink({
  to,
  icon: Icon,
  label,
  prefix,
  badge,
  sub,
  highlight = true,
}: {
  to: string;
  icon: typeof Home;
  label: string;
  prefix?: boolean;
  badge?: ReactNode;
  sub?: boolean;
  /** false: never shown as the current page (Home, while the feed's tabs show which one is). */
  highlight?: boolean;
}) {
  const { pathname } = useLocation();
  const active = highlight && isActive({ to, prefix }, pathname);
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium transition-colors',
        sub && 'ms-8 py-1.5',
        active ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      <Icon className={cn('shrink-0', sub ? 'size-4' : 'size-5')} aria-hidden="true" />
      <span className="flex-1">{label}</span>
      {badge}
    </Link>
  );
}

/** From 1024 px: create button, navigation with the feed's tabs on the feed, badges, and the user menu. */
export function DesktopSidebar({
  user,
  counts,
  onCreate,
  onLogout,
  occasionsOffered = false,
}: {
  user: ShellUser;
  counts: UnreadCounts;
  onCreate?: () => void;
  onLogout: () => void;
  /** The backend keeps occasions: Upcoming is listed. */
  occasionsOffered?: boolean;
}) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onFeed = pathname === paths.feed || pathname === paths.following;
  const savedOffered = useExtraOffered('saved');

  return (
    <aside aria-label={t`Sidebar`} className="fixed inset-y-0 start-0 z-30 hidden w-64 flex-col border-e bg-card lg:flex">
      <div className="px-5 pb-4 pt-5">
        <Link to={paths.feed} className="rounded-lg" aria-label={t`Wishwell home`}>
          <Logo />
        </Link>
      </div>
      {onCreate ? (
        <div className="px-4">
          <Button variant="brand" size="lg" className="w-full" onClick={onCreate}>
            <Plus aria-hidden="true" />
            <Trans>Create New Desire</Trans>
          </Button>
        </div>
      ) : null}
      <nav aria-label={t`Main`} className="mt-5 flex-1 overflow-y-auto px-3">
        <div className="grid gap-1">
          <SidebarLink to={paths.feed} icon={Home} label={t`Home`} highlight={!onFeed} />
          {onFeed ? (
            <div role="group" aria-label={t`Feed`} className="grid gap-0.5">
              <SidebarLink to={paths.feed} icon={Home} label={t`Public`} sub />
              <SidebarLink to={paths.following} icon={UserRound} label={t`Following`} sub />
            </div>
          ) : null}
          <SidebarLink to={paths.trending} icon={TrendingUp} label={t`Trending`} />
          <SidebarLink to={paths.categories} icon={FolderHeart} label={t`Desire Category`} prefix />
          {savedOffered ? <SidebarLink to={paths.saved} icon={Bookmark} label={t`Saved`} /> : null}
          {occasionsOffered ? <SidebarLink to={paths.upcoming} icon={CalendarHeart} label={t`Upcoming`} /> : null}
          <SidebarLink to={paths.notifications} icon={Bell} label={t`Notifications`} badge={<CountBadge count={counts.notifications} of="notifications" />} />
          <SidebarLink to={paths.chat()} icon={MessageCircle} label={t`Messages`} badge={<CountBadge count={counts.messages} of="messages" />} />
          <SidebarLink to={paths.search} icon={Search} label={t`Search Users`} />
        </div>
      </nav>
      <div className="border-t p-3">
        <Menu>
          <MenuTrigger className="flex w-full items-center gap-3 rounded-xl px-2 py-2 text-start transition-colors hover:bg-muted">
            <Avatar name={user.fullName} src={user.profileImage} size="md" />
            <span className="min-w-0 flex-1">
              <span dir="auto" className="block truncate text-sm font-semibold text-left rtl:text-right">{user.fullName}</span>
              <span dir="ltr" className="block truncate text-xs text-muted-foreground text-left rtl:text-right">{user.email}</span>
            </span>
            <ChevronsUpDown className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">
              <Trans>, account menu</Trans>
            </span>
          </MenuTrigger>
          <MenuContent side="top" align="stretch">
            <MenuLabel>
              <span dir="auto" className="block truncate font-semibold text-left rtl:text-right">{user.fullName}</span>
              <span dir="ltr" className="block truncate text-xs text-muted-foreground text-left rtl:text-right">{user.email}</span>
            </MenuLabel>
            <MenuSeparator />
            <MenuItem onSelect={() => navigate(paths.profile)}>
              <UserRound aria-hidden="true" /> <Trans>View Profile</Trans>
            </MenuItem>
            <MenuSeparator />
            <MenuItem destructive onSelect={onLogout}>
              <LogOut aria-hidden="true" /> <Trans>Logout</Trans>
            </MenuItem>
          </MenuContent>
        </Menu>
      </div>
    </aside>
  );
}

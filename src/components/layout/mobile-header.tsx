import { Menu, Search, UserRound } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@contract/pages/paths';
import { Logo } from './logo';
import type { ShellUser } from './nav-items';

/** Phones and tablets: menu, logo (to the feed, or to the top of it), search and the profile button. */
export function MobileHeader({ user, onOpenMenu, onPrepareMenu }: { user: ShellUser; onOpenMenu: () => void; onPrepareMenu?: () => void }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onLogo = () => {
    if (pathname === paths.feed) window.scrollTo({ top: 0, behavior: 'smooth' });
    else navigate(paths.feed);
  };
  const iconButton = 'inline-flex size-10 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted';

  return (
    <header className="sticky top-0 z-40 border-b bg-card/90 pt-[env(safe-area-inset-top)] backdrop-blur-md lg:hidden">
      <div className="flex h-14 items-center gap-1 px-2">
        <button type="button" onClick={onOpenMenu} onPointerDown={onPrepareMenu} onFocus={onPrepareMenu} className={iconButton} aria-label={t`Open menu`}>
          <Menu className="size-5" aria-hidden="true" />
        </button>
        <button type="button" onClick={onLogo} className="rounded-lg px-1 py-1" aria-label={t`Wishwell home`}>
          <Logo size="sm" />
        </button>
        <div className="flex-1" />
        <Link to={paths.search} className={iconButton} aria-label={t`Search users`}>
          <Search className="size-5" aria-hidden="true" />
        </Link>
        <Link to={paths.profile} className={iconButton} aria-label={t`Your profile`}>
          {user.profileImage ? <Avatar name={user.fullName} src={user.profileImage} size="sm" /> : <UserRound className="size-5" aria-hidden="true" />}
        </Link>
      </div>
    </header>
  );
}

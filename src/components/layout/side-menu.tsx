import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { badgeCaps } from '@contract/limits';
import { Avatar } from '@/components/ui/avatar';
import { Sheet } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { useExtraOffered } from '@/lib/extras';
import { handleFromEmail } from '@/lib/format';
import { CountBadge } from './count-badge';
import { LiveFlag } from './live-flag';
import { isActive, itemShown, sideMenuItems, type ShellUser, type UnreadCounts } from './nav-items';

/** The slide-in menu of phones and tablets, with the member's name and handle and 99+ badges. */
export function SideMenu({
  open,
  onOpenChange,
  user,
  counts,
  live,
  onLogout,
  occasionsOffered = false,
}: {
  live: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: ShellUser;
  counts: UnreadCounts;
  onLogout: () => void;
  /** The backend keeps occasions: Upcoming is listed. */
  occasionsOffered?: boolean;
}) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);
  const savedOffered = useExtraOffered('saved');
  const items = sideMenuItems.filter((item) => itemShown(item, { saved: savedOffered, occasions: occasionsOffered }));
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={t`Menu`}>
      {/* Room at the end for the Close button, so a long name stops before it. */}
      <div className="flex items-center gap-3 border-b pb-5 ps-5 pe-14 pt-6">
        <Avatar name={user.fullName} src={user.profileImage} size="lg" />
        <div className="min-w-0">
          <p dir="auto" className="truncate font-semibold text-left rtl:text-right">{user.fullName}</p>
          <p dir="ltr" className="truncate text-sm text-muted-foreground text-left rtl:text-right">{handleFromEmail(user.email)}</p>
          <LiveFlag live={live} className="mt-1" />
        </div>
      </div>
      <nav aria-label={t`Menu`} className="flex-1 overflow-y-auto p-3">
        <ul className="grid gap-1">
          {items.map((item) => {
            const active = isActive(item, pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={close}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium transition-colors',
                    active ? 'bg-accent text-accent-foreground' : 'text-foreground hover:bg-muted',
                  )}
                >
                  <item.icon className="size-5" aria-hidden="true" />
                  <span className="flex-1">{t(item.label)}</span>
                  {item.count ? <CountBadge count={counts[item.count]} cap={badgeCaps.wide} of="unread" /> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t p-3">
        <button
          type="button"
          onClick={() => {
            close();
            onLogout();
          }}
          className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium text-destructive transition-colors hover:bg-destructive/10"
        >
          <LogOut className="size-5" aria-hidden="true" />
          <Trans>Logout</Trans>
        </button>
      </div>
    </Sheet>
  );
}

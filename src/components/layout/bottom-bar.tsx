import { Bell, FolderHeart, Home, MessageCircle, Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { paths } from '@contract/pages/paths';
import { CountBadge } from './count-badge';
import { isActive, type UnreadCounts } from './nav-items';

/** Phones and tablets: Home, Categories, the round create button, Notifications and Chat. */
/** `onCreate` absent hides the create button (it is hidden while a chat is open on phones). */
export function BottomBar({ counts, onCreate }: { counts: UnreadCounts; onCreate?: () => void }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const item = (to: string, label: string, Icon: typeof Home, options: { prefix?: boolean; count?: number } = {}) => {
    const active = isActive({ to, prefix: options.prefix }, pathname);
    return (
      <Link
        to={to}
        aria-current={active ? 'page' : undefined}
        className={cn('relative flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium', active ? 'text-primary' : 'text-muted-foreground')}
      >
        {/* The name first in the markup, so that it reads "Chat, 3 unread"; the icon is drawn above it. */}
        <span>{label}</span>
        <span className="relative order-first">
          <Icon className="size-6" aria-hidden="true" />
          {options.count ? <CountBadge count={options.count} of="unread" className="absolute -end-3 -top-1.5" /> : null}
        </span>
      </Link>
    );
  };

  return (
    <nav aria-label={t`Main`} className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-safe backdrop-blur-md lg:hidden">
      <div className="mx-auto flex h-16 max-w-lg items-stretch">
        {item(paths.feed, t`Home`, Home)}
        {item(paths.categories, t`Categories`, FolderHeart, { prefix: true })}
        <div className="flex flex-1 items-center justify-center">
          {!onCreate ? null : (
            <button
              type="button"
              onClick={onCreate}
              className="-mt-6 flex size-14 items-center justify-center rounded-full bg-brand text-white shadow-lg ring-4 ring-background transition-transform active:scale-95"
              aria-label={t`Create new desire`}
            >
              <Plus className="size-7" aria-hidden="true" />
            </button>
          )}
        </div>
        {item(paths.notifications, t`Notifications`, Bell, { count: counts.notifications })}
        {item(paths.chat(), t`Chat`, MessageCircle, { count: counts.messages })}
      </div>
    </nav>
  );
}

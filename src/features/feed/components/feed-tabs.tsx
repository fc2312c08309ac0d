import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { paths } from '@contract/pages/paths';

/** Public and Following: two addresses, one screen. */
export function FeedTabs({ active }: { active: 'public' | 'following' }) {
  const { t } = useLingui();
  const tab = (to: string, label: string, on: boolean) => (
    <Link
      to={to}
      aria-current={on ? 'page' : undefined}
      className={cn('flex-1 rounded-lg px-4 py-2 text-center text-sm font-semibold transition-colors sm:flex-none', on ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground')}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t`Feed`} className="flex rounded-xl bg-muted p-1 sm:inline-flex">
      {tab(paths.feed, t`Public`, active === 'public')}
      {tab(paths.following, t`Following`, active === 'following')}
    </nav>
  );
}

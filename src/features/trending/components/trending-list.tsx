import { Link } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TrendingDesire } from '@contract/desire';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/format';
import { mediaUrl } from '@/lib/media-url';
import { EngagementCounts } from '@/components/engagement-counts';
import { paths } from '@contract/pages/paths';

/* eslint-disable lingui/no-unlocalized-strings -- class names */
const medals = [
  'bg-gradient-to-br from-amber-300 to-amber-500 text-amber-950',
  'bg-gradient-to-br from-slate-200 to-slate-400 text-slate-900',
  'bg-gradient-to-br from-orange-300 to-orange-600 text-orange-950',
];
/* eslint-enable lingui/no-unlocalized-strings */
const medalNames = [msg`gold`, msg`silver`, msg`bronze`];

/** The byline: the spec promises only title and counts, so a backend without the author shows none. */
function author(item: TrendingDesire, t: ReturnType<typeof useLingui>['t']) {
  if (item.userId === null) return null;
  return typeof item.userId === 'string' ? { _id: item.userId, fullName: t`Unknown User`, profileImage: null } : item.userId;
}

/** The ranked list: gold, silver and bronze for the first three; compact on phones. */
export function TrendingList({ items }: { items: TrendingDesire[] }) {
  const { t } = useLingui();
  return (
    <ol className="grid gap-3">
      {items.map((item, index) => {
        const who = author(item, t);
        const rank = index + 1;
        const medal = medalNames[index];
        const medalName = medal ? t(medal) : null;
        return (
          <li key={item._id}>
            <Link to={paths.post(item._id)} className="flex items-center gap-3 rounded-2xl border bg-card p-3 transition-colors hover:bg-muted sm:gap-4 sm:p-4">
              <span
                className={cn('flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-extrabold tabular-nums sm:size-11 sm:text-base', medals[index] ?? 'bg-muted text-muted-foreground')}
              >
                <span aria-hidden="true">{index + 1}</span>
                <span className="sr-only">{medalName ? t`Rank ${rank}, ${medalName}` : t`Rank ${rank}`}</span>
              </span>
              {item.coverImage ? (
                <img src={mediaUrl(item.coverImage)} alt="" width={96} height={64} loading="lazy" className="hidden h-16 w-24 shrink-0 rounded-lg object-cover sm:block" />
              ) : null}
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 font-semibold leading-snug">{item.title}</span>
                <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  {who ? (
                    <span className="hidden items-center gap-1.5 sm:inline-flex">
                      <Avatar name={who.fullName} src={who.profileImage} size="xs" />
                      {who.fullName}
                    </span>
                  ) : null}
                  {item.createdAt ? <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time> : null}
                  <EngagementCounts reactions={item.reactionsCount} comments={item.commentsCount} iconClassName="size-3.5" />
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

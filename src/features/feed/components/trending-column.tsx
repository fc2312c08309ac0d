import { Link } from 'react-router-dom';
import { Flame } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { TrendingDesire } from '@contract/desire';
import { EngagementCounts } from '@/components/engagement-counts';
import { paths } from '@contract/pages/paths';

/** The desktop column beside the feed: the top desires, each a link to its page. */
export function TrendingColumn({ items, loading }: { items: TrendingDesire[] | undefined; loading: boolean }) {
  return (
    <section aria-labelledby="trending-column-title" className="rounded-2xl border bg-card p-4">
      <h2 id="trending-column-title" className="mb-3 flex items-center gap-2 font-semibold">
        <Flame className="size-4 text-orange-500" aria-hidden="true" />
        <Trans>Trending Desires</Trans>
      </h2>
      {loading ? (
        <ul className="grid gap-3" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-10 animate-pulse rounded-lg bg-muted" />
          ))}
        </ul>
      ) : !items || items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No trending desires yet</Trans>
        </p>
      ) : (
        <ol className="grid gap-1">
          {items.map((item, index) => (
            <li key={item._id}>
              <Link to={paths.post(item._id)} className="flex items-start gap-3 rounded-lg p-2 hover:bg-muted">
                <span className="w-5 shrink-0 text-end text-sm font-bold tabular-nums text-muted-foreground">{index + 1}</span>
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 text-sm font-medium">{item.title}</span>
                  <span className="mt-0.5 flex gap-3 text-xs text-muted-foreground">
                    <EngagementCounts reactions={item.reactionsCount} comments={item.commentsCount} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { startTransition, useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Desire } from '@contract/desire';
import { Button } from '@/components/ui/button';
import { DesireCard } from './desire-card';

/** More than a phone or a desktop window shows before the member scrolls. */
export const FIRST_SCREEN_CARDS = 3;

/** The cards of a paged list, and Load More while the server says there is more. */
export function DesirePages({
  desires,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  nextPageError,
}: {
  desires: Desire[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** "HTTP {status}: {statusText}" when the next page failed. */
  nextPageError: string | null;
}) {
  // The cards of the first screen render at once, the rest as a background render right after, in
  // slices: all eight of a page in one go held a slow phone's main thread for 100 ms and more, and laid
  // them all out before the first could paint. Load More waits for them, so it never moves in view.
  const [all, setAll] = useState(desires.length <= FIRST_SCREEN_CARDS);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4">
        {(all ? desires : desires.slice(0, FIRST_SCREEN_CARDS)).map((desire, index) => (
          <li key={desire._id}>
            {/* The first card's picture was fetched only once laid out (lazy), last of the feed's first screen. */}
            <DesireCard desire={desire} pictureFirst={index === 0} />
          </li>
        ))}
      </ul>
      {nextPageError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {nextPageError}
        </p>
      ) : null}
      {hasNextPage && all ? (
        <Button variant="outline" className="justify-self-center" loading={isFetchingNextPage} onClick={fetchNextPage}>
          {nextPageError ? <Trans>Try again</Trans> : <Trans>Load More</Trans>}
        </Button>
      ) : null}
    </div>
  );
}

import type { Desire } from '@contract/desire';
import { Button } from '@/components/ui/button';
import { DesireCard } from './desire-card';

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
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4">
        {desires.map((desire) => (
          <li key={desire._id}>
            <DesireCard desire={desire} />
          </li>
        ))}
      </ul>
      {nextPageError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {nextPageError}
        </p>
      ) : null}
      {hasNextPage ? (
        <Button variant="outline" className="justify-self-center" loading={isFetchingNextPage} onClick={fetchNextPage}>
          {nextPageError ? 'Try again' : 'Load More'}
        </Button>
      ) : null}
    </div>
  );
}

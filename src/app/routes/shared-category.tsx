import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Eye, FolderX, Link2Off, RefreshCw, Sparkles } from 'lucide-react';
import { sharedCategoryQueries } from '@/features/categories/api/shared-queries';
import { CategoryHeader } from '@/features/categories/components/category-header';
import { desireQueries } from '@/features/desires/api/queries';
import { Button, buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useFirstPaintWhile } from '@/lib/first-paint';
import { DesireBrowser, DesireBrowserSkeleton } from '../category-desires/desire-browser';
import { SharedPageFrame, SharedPageNotice, useIsVisitor } from '../shared-page';

/** A category opened from its shared link: what the reader may see of it, read-only for visitors. */
export function Component() {
  const { categoryId = '' } = useParams();
  const [search] = useSearchParams();
  const ownerId = search.get('user')?.trim() ?? '';
  const valid = categoryId.length > 0 && ownerId.length > 0;
  const visitor = useIsVisitor();
  const category = useQuery({ ...sharedCategoryQueries.detail(categoryId, ownerId), enabled: valid });
  const desires = useInfiniteQuery({ ...desireQueries.inSharedCategory(categoryId, ownerId), enabled: valid && Boolean(category.data) });
  const home = visitor ? paths.auth : paths.feed;
  if (useFirstPaintWhile(valid && (category.isPending || (Boolean(category.data) && desires.isPending)))) return null;

  if (!valid) {
    return (
      <SharedPageFrame>
        <SharedPageNotice
          icon={Link2Off}
          title="Invalid Share Link"
          text="This share link appears to be invalid or incomplete."
          action={<Link to={home} className={buttonVariants({ variant: 'outline' })}>Close</Link>}
        />
      </SharedPageFrame>
    );
  }
  if (category.isPending) {
    return (
      <SharedPageFrame>
        <span className="h-16 w-64 max-w-full animate-pulse rounded-xl bg-muted" aria-hidden="true" />
        <DesireBrowserSkeleton />
      </SharedPageFrame>
    );
  }
  if (category.isError) {
    return (
      <SharedPageFrame>
        <div role="alert" className="grid justify-items-center gap-3 rounded-2xl border p-8 text-center">
          <h1 className="font-semibold">This category could not be loaded</h1>
          <Button variant="outline" loading={category.isFetching} onClick={() => void category.refetch()}>
            <RefreshCw aria-hidden="true" /> Try Again
          </Button>
        </div>
      </SharedPageFrame>
    );
  }
  if (!category.data) {
    return (
      <SharedPageFrame>
        <SharedPageNotice
          icon={FolderX}
          title="Category Not Found"
          text="This category might be private or no longer available for sharing."
          action={<Link to={home} className={buttonVariants({ variant: 'outline' })}>Close</Link>}
        />
      </SharedPageFrame>
    );
  }

  const shared = category.data;
  // The owner's name is an extra of our server; the spec's sharedBy names them too. Neither: no line.
  const ownerName = shared.owner?.fullName ?? shared.sharedBy?.fullName ?? null;
  const list = desires.data?.pages[0]?.desires;
  return (
    <SharedPageFrame>
      <CategoryHeader
        category={shared}
        eyebrow={`Shared category • ${list ? list.length : shared.desiresCount} desires`}
        meta={ownerName ? <p className="text-sm text-muted-foreground">By {ownerName}</p> : undefined}
      />
      {visitor ? (
        <p className="flex items-center gap-2 rounded-xl bg-accent px-4 py-3 text-sm text-accent-foreground">
          <Eye className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Read-only view - Log in to interact with desires{' '}
            <Link to={paths.auth} className="font-semibold underline">
              Log in
            </Link>
          </span>
        </p>
      ) : null}
      {list ? (
        <DesireBrowser
          desires={list}
          empty={<EmptyState icon={Sparkles} title="No desires yet" text={`${ownerName ?? 'The owner'} has not added desires you can see here yet.`} />}
        />
      ) : desires.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 rounded-2xl border p-8 text-center">
          <p className="font-semibold">These desires could not be loaded</p>
          <Button variant="outline" loading={desires.isFetching} onClick={() => void desires.refetch()}>
            <RefreshCw aria-hidden="true" /> Try Again
          </Button>
        </div>
      ) : (
        <DesireBrowserSkeleton />
      )}
    </SharedPageFrame>
  );
}

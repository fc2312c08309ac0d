import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { FolderX, Link2Off, Sparkles } from 'lucide-react';
import { sharedCategoryQueries } from '@/features/categories/api/shared-queries';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@contract/pages/paths';
import { useFirstPaintWhile } from '@/lib/first-paint';
import { DesireBrowser, DesireBrowserSkeleton } from '@/features/desires/components/desire-browser';
import { useCategoryDesires } from '@/features/desires/api/use-category-desires';
import { SharedPageFrame, SharedPageNotice, SignInLink, useIsVisitor } from '../shared-page';
import { LoadFailed } from '@/components/ui/load-failed';
import { SharedCategoryViewOnlyNotice } from '@/features/shared-pages/components/view-only-notice';
import { SharedCategoryHeader } from '@/features/categories/components/shared-category-header';

/** A category opened from its shared link: what the reader may see of it, read-only for visitors. */
export function Component() {
  const { categoryId = '' } = useParams();
  const [search] = useSearchParams();
  const ownerId = search.get('user')?.trim() ?? '';
  const valid = categoryId.length > 0 && ownerId.length > 0;
  const { t } = useLingui();
  const visitor = useIsVisitor();
  const category = useQuery({ ...sharedCategoryQueries.detail(categoryId, ownerId), enabled: valid });
  const desires = useCategoryDesires({ kind: 'shared', categoryId, ownerId }, valid && Boolean(category.data));
  const home = visitor ? paths.auth : paths.feed;
  if (useFirstPaintWhile(valid && (category.isPending || (Boolean(category.data) && desires.state === 'pending')))) return null;

  if (!valid) {
    return (
      <SharedPageFrame>
        <SharedPageNotice
          icon={Link2Off}
          title={t`Invalid Share Link`}
          text={t`This share link appears to be invalid or incomplete.`}
          action={<Link to={home} className={buttonVariants({ variant: 'outline' })}>
              <Trans>Close</Trans>
            </Link>}
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
        <LoadFailed heading title={t`This category could not be loaded`} onRetry={() => void category.refetch()} retrying={category.isFetching} />
      </SharedPageFrame>
    );
  }
  if (!category.data) {
    return (
      <SharedPageFrame>
        <SharedPageNotice
          icon={FolderX}
          title={t`Category Not Found`}
          text={t`This category might be private or no longer available for sharing.`}
          action={<Link to={home} className={buttonVariants({ variant: 'outline' })}>
              <Trans>Close</Trans>
            </Link>}
        />
      </SharedPageFrame>
    );
  }

  const shared = category.data;
  // The owner's name is an extra of our server; the spec's sharedBy names them too. Neither: no line.
  const ownerName = shared.owner?.fullName ?? shared.sharedBy?.fullName ?? null;
  return (
    <SharedPageFrame>
      <SharedCategoryHeader category={shared} count={desires.state === 'ready' ? desires.view.categoryTotal : shared.desiresCount} ownerName={ownerName} />
      {visitor ? <SharedCategoryViewOnlyNotice link={SignInLink} /> : null}
      {desires.state === 'ready' ? (
        <DesireBrowser
          view={desires.view}
          empty={<EmptyState icon={Sparkles} title={t`No desires yet`} text={ownerName ? t`${ownerName} has not added desires you can see here yet.` : t`The owner has not added desires you can see here yet.`} />}
        />
      ) : desires.state === 'error' ? (
        <LoadFailed title={t`These desires could not be loaded`} onRetry={desires.retry} retrying={desires.retrying} />
      ) : (
        <DesireBrowserSkeleton />
      )}
    </SharedPageFrame>
  );
}

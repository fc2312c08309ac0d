import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Bookmark } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { savedQueries } from '@/features/desires/api/saved';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { MissingNotice } from '@/components/ui/missing-notice';
import { paths } from '@contract/pages/paths';
import { useExtraOffered } from '@/lib/extras';
import { useRememberedPages } from '@/lib/use-remembered-pages';
import { PagedDesireList } from '@/features/desires/components/paged-desires';

/** Saved: the desires the member bookmarked and may still see, the latest save first. Only theirs. */
export function Component() {
  const { t } = useLingui();
  const offered = useExtraOffered('saved');
  const saved = useInfiniteQuery({ ...savedQueries.list(), enabled: offered });
  useRememberedPages(saved, savedQueries.list().queryKey);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5">
      <PageHeader title={t`Saved`} description={t`Desires you saved. Only you can see this list.`} />
      {offered ? (
        <PagedDesireList
          list={saved}
          label={t`Saved desires`}
          loading={t`Loading saved desires`}
          failed={t`Your saved desires could not be loaded`}
          empty={
            <EmptyState
              icon={Bookmark}
              title={t`Nothing saved yet`}
              text={t`Tap the bookmark on a desire to keep it here.`}
              action={
                <Button asChild variant="outline">
                  <Link to={paths.feed}>
                    <Trans>Browse desires</Trans>
                  </Link>
                </Button>
              }
            />
          }
        />
      ) : (
        <MissingNotice
          icon={Bookmark}
          title={t`Saving is not available`}
          text={t`This server does not offer saved desires.`}
          action={
            <Button asChild variant="outline">
              <Link to={paths.feed}>
                <Trans>Go to the feed</Trans>
              </Link>
            </Button>
          }
        />
      )}
    </div>
  );
}

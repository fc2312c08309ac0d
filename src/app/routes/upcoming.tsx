import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CalendarHeart } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { occasionLimits } from '@contract/occasion';
import { paths } from '@contract/pages/paths';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { MissingNotice } from '@/components/ui/missing-notice';
import { errorText } from '@/lib/known-messages';
import { occasionQueries } from '@/features/occasions/api/queries';
import { UpcomingOccasion, UpcomingOccasionSkeleton } from '@/features/occasions/components/upcoming-occasion';
import { OccasionDesires } from '../occasion-desires';

const DAYS = occasionLimits.upcomingDaysDefault;

/** Upcoming: the occasions of the members one follows in the next 60 days, soonest first, with their desires. */
export function Component() {
  const { t } = useLingui();
  const mine = useQuery(occasionQueries.mine());
  const offered = Array.isArray(mine.data);
  const upcoming = useQuery({ ...occasionQueries.upcoming(DAYS), enabled: offered, select: (list) => [...list].sort((a, b) => a.daysLeft - b.daysLeft) });
  const header = <PageHeader title={t`Upcoming`} description={t`Birthdays and other days of the people you follow, in the next ${DAYS} days.`} />;

  if (mine.data === null) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-5">
        {header}
        <MissingNotice
          icon={CalendarHeart}
          title={t`Occasions are not available`}
          text={t`This server does not keep occasions.`}
          action={
            <Button asChild variant="outline">
              <Link to={paths.feed}>
                <Trans>Go to the feed</Trans>
              </Link>
            </Button>
          }
        />
      </div>
    );
  }

  const failed = mine.isError && !offered ? mine : upcoming.isError && !upcoming.data ? upcoming : null;
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-3xl gap-5">
      {header}
      {failed ? (
        <LoadFailed title={t`Upcoming occasions could not be loaded`} detail={errorText(failed.error)} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
      ) : !upcoming.data ? (
        <div role="status" aria-busy="true" aria-label={t`Loading upcoming occasions`} className="grid gap-4">
          <UpcomingOccasionSkeleton />
          <UpcomingOccasionSkeleton />
          <UpcomingOccasionSkeleton />
        </div>
      ) : upcoming.data.length === 0 ? (
        <EmptyState
          icon={CalendarHeart}
          title={t`Nothing coming up`}
          text={t`None of the people you follow has an occasion in the next ${DAYS} days that you can see.`}
          action={
            <Button asChild variant="outline">
              <Link to={paths.search}>
                <Trans>Find people to follow</Trans>
              </Link>
            </Button>
          }
        />
      ) : (
        <ul aria-label={t`Upcoming occasions`} className="grid min-w-0 gap-4">
          {upcoming.data.map((item) => (
            <li key={item.occasion._id} className="min-w-0">
              <UpcomingOccasion item={item} desires={<OccasionDesires desires={item.desires} readAt={upcoming.dataUpdatedAt} />} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

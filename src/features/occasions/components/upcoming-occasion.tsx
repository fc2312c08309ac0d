import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UpcomingOccasion as Upcoming } from '@contract/occasion';
import { paths } from '@contract/pages/paths';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { OccasionWhen } from './occasion-when';

/**
 * One occasion of the Upcoming list: whose it is (picture and name, to their profile), its title, its
 * day and how soon, then the desires linked to it (`desires`, the screen's cards), with See all to the
 * member's profile when the server counts more than it sent.
 */
export function UpcomingOccasion({ item, desires }: { item: Upcoming; desires: ReactNode }) {
  const { t } = useLingui();
  const headingId = useId();
  const { occasion, user, daysLeft } = item;
  const more = item.desiresTotal > item.desires.length;
  const name = user.fullName;
  return (
    // The desires' cards stand under the occasion's own box, not inside it: at 320 px they keep the
    // width every other list gives them.
    <article aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <header className="grid min-w-0 gap-1 rounded-2xl border bg-card p-4 sm:p-5">
        <Link to={paths.member(user._id)} className="flex w-fit max-w-full min-w-0 items-center gap-2 rounded-full text-sm font-medium text-muted-foreground hover:text-foreground">
          <Avatar name={user.fullName} src={user.profileImage} size="sm" />
          <span dir="auto" className="truncate hover:underline">
            {user.fullName}
          </span>
        </Link>
        <h2 id={headingId} dir="auto" className="wrap-anywhere text-lg font-semibold leading-snug text-left rtl:text-right">
          {occasion.title}
        </h2>
        <OccasionWhen occasion={occasion} daysLeft={daysLeft} />
      </header>
      {item.desires.length > 0 ? (
        <div className="grid min-w-0 gap-3 sm:border-s-2 sm:border-primary/20 sm:ps-4">
          <p className="text-sm font-semibold text-muted-foreground">
            <Trans>Desires for this occasion</Trans>
          </p>
          {desires}
          {more ? (
            <Button asChild variant="outline" className="justify-self-start">
              <Link to={paths.member(user._id)} aria-label={t`See all of ${name}'s desires`}>
                <Trans>See all</Trans>
                <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** The shape of an occasion while the list loads. */
export function UpcomingOccasionSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-3 rounded-2xl border bg-card p-5">
      <div className="flex items-center gap-3">
        <div className="size-10 animate-pulse rounded-full bg-muted" />
        <div className="grid flex-1 gap-2">
          <div className="h-3 w-24 animate-pulse rounded bg-muted" />
          <div className="h-4 w-40 animate-pulse rounded bg-muted" />
          <div className="h-3 w-32 animate-pulse rounded bg-muted" />
        </div>
      </div>
    </div>
  );
}

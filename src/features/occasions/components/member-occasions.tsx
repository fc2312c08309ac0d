import { useQuery } from '@tanstack/react-query';
import { CalendarHeart } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { occasionQueries } from '../api/queries';
import { sortOccasions } from '../model/occasions';
import { OccasionWhen } from './occasion-when';

/**
 * A member's occasions on their profile, as the server lets the reader see them: a compact list,
 * nothing at all while it loads, when there is none, or when the backend has no occasions.
 */
export function MemberOccasions({ userId, name }: { userId: string; name: string }) {
  const { t } = useLingui();
  const occasions = useQuery({ ...occasionQueries.member(userId), select: (list) => (list ? sortOccasions(list) : list) });
  if (!occasions.data || occasions.data.length === 0) return null;
  return (
    <section aria-labelledby="member-occasions" className="grid gap-2 rounded-2xl border bg-card p-4 sm:p-5">
      <h2 id="member-occasions" className="flex items-center gap-2 text-base font-semibold">
        <CalendarHeart className="size-5 text-primary" aria-hidden="true" />
        <Trans>Occasions</Trans>
      </h2>
      <ul aria-label={t`${name}'s occasions`} className="grid gap-2">
        {occasions.data.map((occasion) => (
          <li key={occasion._id} className="grid min-w-0 gap-0.5">
            <p dir="auto" className="wrap-anywhere text-sm font-medium text-left rtl:text-right">
              {occasion.title}
            </p>
            <OccasionWhen occasion={occasion} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Desire } from '@contract/desire';
import { desireQueries } from '@/features/desires/api/queries';
import { DesireCard } from '@/features/desires/components/desire-card';
import { DesireEnvironmentProvider, useDesireEnvironment } from '@/features/desires/components/desire-environment';

/**
 * A desire of the Upcoming list as the app's card. It reads the desire's own cache entry, filled with
 * the copy the list brought (and as old), so that a reaction, an edit or a removal made anywhere shows
 * on it as on every other card of the desire; a removed desire leaves the list.
 */
function LinkedDesire({ desire, readAt }: { desire: Desire; readAt: number }) {
  const shown = useQuery({ ...desireQueries.detail(desire._id), initialData: desire, initialDataUpdatedAt: readAt });
  if (shown.data === null) return null;
  return <DesireCard desire={shown.data ?? desire} headingLevel="h3" />;
}

/** The desires linked to an occasion, as cards; they stand under that occasion, so they do not name it again. */
export function OccasionDesires({ desires, readAt }: { desires: readonly Desire[]; readAt: number }) {
  const around = useDesireEnvironment();
  const environment = useMemo(() => ({ ...around, renderOccasion: undefined }), [around]);
  return (
    <DesireEnvironmentProvider value={environment}>
      <ul className="grid min-w-0 gap-4">
        {desires.map((desire) => (
          <li key={desire._id} className="min-w-0">
            <LinkedDesire desire={desire} readAt={readAt} />
          </li>
        ))}
      </ul>
    </DesireEnvironmentProvider>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Link2Off, SearchX } from 'lucide-react';
import { useSession } from '@/features/auth/api/queries';
import { desireQueries } from '@/features/desires/api/queries';
import { DesireCard } from '@/features/desires/components/desire-card';
import { DesireCardSkeleton } from '@/features/desires/components/desire-card-skeleton';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@contract/pages/paths';
import { useFirstPaintWhile } from '@/lib/first-paint';
import { SharedPageFrame, SharedPageNotice, SignInLink, useIsVisitor } from '../shared-page';
import { LoadFailed } from '@/components/ui/load-failed';
import { SharedDesireHeader, SharedDesireNote } from '@/features/shared-pages/components/shared-desire-header';
import { SharedDesireViewOnlyNotice } from '@/features/shared-pages/components/view-only-notice';

/** A desire opened from its shared link: members act on it, visitors read it. */
export function Component() {
  const { id = '', userId = '' } = useParams();
  const valid = id.trim().length > 0 && userId.trim().length > 0;
  const { t } = useLingui();
  const visitor = useIsVisitor();
  // Until the session is known, the page does not promise either way what the reader may do.
  const sessionKnown = useSession().status !== 'loading';
  const desire = useQuery({ ...desireQueries.shared(id, userId), enabled: valid });
  const home = visitor ? paths.auth : paths.feed;
  if (useFirstPaintWhile(valid && (desire.isPending || !sessionKnown))) return null;

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
  if (desire.isSuccess && !desire.data) {
    return (
      <SharedPageFrame>
        <SharedPageNotice
          icon={SearchX}
          title={t`Desire Not Found`}
          text={t`This desire might be private or no longer available for sharing.`}
          action={<Link to={home} className={buttonVariants({ variant: 'outline' })}>
              <Trans>Close</Trans>
            </Link>}
        />
      </SharedPageFrame>
    );
  }

  return (
    <SharedPageFrame>
      <SharedDesireHeader
        note={sessionKnown ? <SharedDesireNote visitor={visitor} /> : <span className="h-5 w-56 max-w-full animate-pulse rounded bg-muted" aria-hidden="true" />}
      />
      {visitor ? <SharedDesireViewOnlyNotice link={SignInLink} /> : null}
      {desire.isError ? (
        <LoadFailed title={t`This desire could not be loaded`} onRetry={() => void desire.refetch()} retrying={desire.isFetching} />
      ) : desire.data ? (
        <DesireCard desire={desire.data} headingLevel="h2" commentsOpen />
      ) : (
        <DesireCardSkeleton />
      )}
    </SharedPageFrame>
  );
}

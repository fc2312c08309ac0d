import { useState, type ComponentProps } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '@/features/auth/api/queries';
import { desireQueries } from '@/features/desires/api/queries';
import { DesireCard } from '@/features/desires/components/desire-card';
import { DesireCardSkeleton } from '@/features/desires/components/desire-card-skeleton';
import { BackButton, useGoBack } from '@/components/layout/back-button';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@contract/pages/paths';
import { useFirstPaintWhile } from '@/lib/first-paint';
import { useDesireActions } from '../desire-experience';
import { useIsVisitor } from '../use-is-visitor';
import { LoadFailed } from '@/components/ui/load-failed';
import { MissingNotice } from '@/components/ui/missing-notice';
import { PostPageFrame } from '@/features/shared-pages/components/post-page-frame';
import { PostViewOnlyNotice } from '@/features/shared-pages/components/view-only-notice';

/** One desire, by its shareable link. Visitors read it; members act on it. */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useLingui();
  const { status } = useSession();
  const { openLogin } = useDesireActions();
  const desire = useQuery(desireQueries.detail(id));
  const visitor = useIsVisitor();
  // Deleted from its own page: back where the member came from, never to "Desire Not Found".
  const goBack = useGoBack({ leaving: true });
  const [leavingId, setLeavingId] = useState<string | null>(null);
  if (useFirstPaintWhile(desire.isPending || status === 'loading')) return null;

  return (
    <PostPageFrame
      back={<BackButton />}
      home={HomeLink}
      end={
        visitor ? (
          <Button size="sm" onClick={openLogin}>
            <Trans>Sign in</Trans>
          </Button>
        ) : (
          <span className="w-16" aria-hidden="true" />
        )
      }
    >
      {visitor && desire.data ? <PostViewOnlyNotice onSignIn={openLogin} /> : null}
      {desire.isPending ? (
        <DesireCardSkeleton />
      ) : desire.isError ? (
        <LoadFailed title={t`This desire could not be loaded`} onRetry={() => void desire.refetch()} retrying={desire.isFetching} />
      ) : leavingId === id ? null : !desire.data ? (
        <MissingNotice
          icon={SearchX}
          title={t`Desire Not Found`}
          text={t`This desire might have been deleted or made private.`}
          action={
            <Link to={paths.feed} className={buttonVariants()}>
              <Trans>Return to Feed</Trans>
            </Link>
          }
        />
      ) : (
        <DesireCard
          desire={desire.data}
          headingLevel="h1"
          commentsOpen
          onDeleting={() => {
            setLeavingId(id);
            goBack();
          }}
        />
      )}
    </PostPageFrame>
  );
}

function HomeLink(props: ComponentProps<'a'>) {
  return <Link to={paths.feed} {...props} />;
}

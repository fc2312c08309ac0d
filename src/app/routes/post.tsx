import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Eye, SearchX } from 'lucide-react';
import { useSession } from '@/features/auth/api/queries';
import { desireQueries } from '@/features/desires/api/queries';
import { DesireCard } from '@/features/desires/components/desire-card';
import { DesireCardSkeleton } from '@/features/desires/components/desire-card-skeleton';
import { BackButton } from '@/components/layout/back-button';
import { Logo } from '@/components/layout/logo';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFirstPaintWhile } from '@/lib/first-paint';
import { useDesireActions } from '../desire-experience';
import { LoadFailed } from '@/components/ui/load-failed';
import { MissingNotice } from '@/components/ui/missing-notice';

/** One desire, by its shareable link. Visitors read it; members act on it. */
export function Component() {
  const { id = '' } = useParams();
  const { status } = useSession();
  const { openLogin } = useDesireActions();
  const desire = useQuery(desireQueries.detail(id));
  const visitor = status === 'signed-out' || status === 'onboarding';
  if (useFirstPaintWhile(desire.isPending || status === 'loading')) return null;

  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 border-b bg-card/90 backdrop-blur-md">
        <div className="mx-auto flex h-14 max-w-2xl items-center gap-2 px-3">
          <BackButton />
          <Link to={paths.feed} className="mx-auto rounded-lg" aria-label="Wishwell home">
            <Logo size="sm" />
          </Link>
          {visitor ? (
            <Button size="sm" onClick={openLogin}>
              Sign in
            </Button>
          ) : (
            <span className="w-16" aria-hidden="true" />
          )}
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-2xl gap-4 px-4 py-6">
        {visitor && desire.data ? (
          <p className="flex items-center gap-2 rounded-xl bg-accent px-4 py-3 text-sm text-accent-foreground">
            <Eye className="size-4 shrink-0" aria-hidden="true" />
            <span>
              <strong>View only.</strong> Sign in to react, comment or offer to fulfil this desire.{' '}
              <button type="button" onClick={openLogin} className="font-semibold underline">
                Sign in
              </button>
            </span>
          </p>
        ) : null}
        {desire.isPending ? (
          <DesireCardSkeleton />
        ) : desire.isError ? (
          <LoadFailed title="This desire could not be loaded" onRetry={() => void desire.refetch()} retrying={desire.isFetching} />
        ) : !desire.data ? (
          <MissingNotice
            icon={SearchX}
            title="Desire Not Found"
            text="This desire might have been deleted or made private."
            action={
              <Link to={paths.feed} className={buttonVariants()}>
                Return to Feed
              </Link>
            }
          />
        ) : (
          <DesireCard desire={desire.data} headingLevel="h1" commentsOpen />
        )}
      </main>
    </div>
  );
}

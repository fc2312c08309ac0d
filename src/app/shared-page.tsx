import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Home } from 'lucide-react';
import { useSession } from '@/features/auth/api/queries';
import { Logo } from '@/components/layout/logo';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { MissingNotice } from '@/components/ui/missing-notice';

/** A visitor is anyone without a finished sign-in: shared pages are read-only for them. */
export function useIsVisitor() {
  const { status } = useSession();
  return status === 'signed-out' || status === 'onboarding';
}

/**
 * The frame of a page opened from a shared link. Visitors get the product's name, a way in, a
 * footer inviting them to make their own desires and a floating button home; members are in the shell.
 */
export function SharedPageFrame({ children }: { children: ReactNode }) {
  const visitor = useIsVisitor();
  if (!visitor) return <div className="mx-auto grid w-full min-w-0 max-w-3xl gap-5">{children}</div>;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b bg-card/90 backdrop-blur-md">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-2 px-4">
          <Link to={paths.auth} className="rounded-lg" aria-label="Wishwell home">
            <Logo size="sm" />
          </Link>
          <Link to={paths.auth} className={buttonVariants({ size: 'sm' })}>
            Log in
          </Link>
        </div>
      </header>
      {/* At least a screen tall: the footer starts below the fold, so content arriving above it moves nothing in view. */}
      <div className="mx-auto grid min-h-dvh w-full min-w-0 max-w-3xl flex-1 content-start gap-5 px-4 py-6">{children}</div>
      <footer className="border-t bg-card">
        <div className="mx-auto grid max-w-3xl justify-items-center gap-3 px-4 py-8 text-center">
          <p className="text-lg font-semibold">Have desires of your own?</p>
          <p className="max-w-md text-sm text-muted-foreground">Create your own desires, share them with the people you love, and help make theirs come true.</p>
          <Link to={paths.auth} className={buttonVariants()}>
            Create your desires
          </Link>
        </div>
      </footer>
      <Link
        to={paths.auth}
        aria-label="Go to Wishwell home"
        className={cn(buttonVariants({ size: 'icon' }), 'fixed bottom-5 right-5 z-30 size-12 rounded-full shadow-lg')}
      >
        <Home className="size-5" aria-hidden="true" />
      </Link>
    </div>
  );
}

/** A link that leads nowhere the reader may go: what happened, and a way on. */
export const SharedPageNotice = MissingNotice;

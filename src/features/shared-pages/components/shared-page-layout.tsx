import { Trans, useLingui } from '@lingui/react/macro';
import type { ElementType, ReactNode } from 'react';
import { Home } from 'lucide-react';
import { Logo } from '@/components/layout/logo';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface SharedPageLayoutProps {
  /** What leads to the sign-in page: links in the app, plain in the first paint. */
  link: ElementType<{ className?: string; 'aria-label'?: string; children: ReactNode }>;
  children: ReactNode;
}

/**
 * The frame a visitor sees around a page opened from a shared link (src/app/shared-page.tsx): the product's
 * name, a way in, a footer inviting them to make their own desires and a floating button home: beside
 * the column from 56rem (896 px: the 768 px column, the button and its margins), in the sticky header
 * below that, where floating over the cards it covered their right-hand buttons.
 */
export function SharedPageLayout({ link: SignInLink, children }: SharedPageLayoutProps) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b bg-card/90 backdrop-blur-md">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-2 px-4">
          <SignInLink className="rounded-lg" aria-label={t`Wishwell home`}>
            <Logo size="sm" />
          </SignInLink>
          <div className="flex items-center gap-2">
            <SignInLink className={buttonVariants({ size: 'sm' })}>
              <Trans>Log in</Trans>
            </SignInLink>
            {/* Narrower than the column and the floating button side by side: the button rides in the header. */}
            <span className="contents min-[56rem]:hidden">
              <SignInLink aria-label={t`Go to Wishwell home`} className={cn(buttonVariants({ size: 'icon-sm', variant: 'outline' }), 'rounded-full')}>
                <Home className="size-4" aria-hidden="true" />
              </SignInLink>
            </span>
          </div>
        </div>
      </header>
      {/* At least a screen tall: the footer starts below the fold, so content arriving above it moves nothing in view. */}
      <div className="mx-auto grid min-h-dvh w-full min-w-0 max-w-3xl flex-1 content-start gap-5 px-4 py-6">{children}</div>
      <footer className="border-t bg-card">
        <div className="mx-auto grid max-w-3xl justify-items-center gap-3 px-4 py-8 text-center">
          <p className="text-lg font-semibold">
            <Trans>Have desires of your own?</Trans>
          </p>
          <p className="max-w-md text-sm text-muted-foreground">
            <Trans>Create your own desires, share them with the people you love, and help make theirs come true.</Trans>
          </p>
          <SignInLink className={buttonVariants()}>
            <Trans>Create your desires</Trans>
          </SignInLink>
        </div>
      </footer>
      {/* Floating beside the column, where it covers none of a card's buttons (a phone's "Fulfill Desire"). */}
      <div className="hidden min-[56rem]:contents">
        <SignInLink aria-label={t`Go to Wishwell home`} className={cn(buttonVariants({ size: 'icon' }), 'fixed bottom-5 end-5 z-30 size-12 rounded-full shadow-lg')}>
          <Home className="size-5" aria-hidden="true" />
        </SignInLink>
      </div>
    </div>
  );
}

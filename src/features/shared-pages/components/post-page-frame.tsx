import { useLingui } from '@lingui/react/macro';
import type { ElementType, ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';

interface PostPageFrameProps {
  back: ReactNode;
  /** What the logo is: a link home in the app, plain in the first paint. */
  home: ElementType<{ className?: string; 'aria-label'?: string; children: ReactNode }>;
  /** The bar's end: Sign in for a visitor, room of the same width for a member. */
  end: ReactNode;
  /** False in the first paint's copy, which must not repeat the page's main region and its id. */
  landmarks?: boolean;
  children: ReactNode;
}

/** The page of one desire (src/app/routes/post.tsx): its bar and its column. */
export function PostPageFrame({ back, home: Home, end, landmarks = true, children }: PostPageFrameProps) {
  const { t } = useLingui();
  const Main = landmarks ? 'main' : 'div';
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 border-b bg-card/90 backdrop-blur-md">
        <div className="mx-auto flex h-14 max-w-2xl items-center gap-2 px-3">
          {back}
          <Home className="mx-auto rounded-lg" aria-label={t`Wishwell home`}>
            <Logo size="sm" />
          </Home>
          {end}
        </div>
      </header>
      <Main id={landmarks ? 'main' : undefined} className="mx-auto grid max-w-2xl gap-4 px-4 py-6">
        {children}
      </Main>
    </div>
  );
}


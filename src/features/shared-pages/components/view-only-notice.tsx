import { Trans } from '@lingui/react/macro';
import type { ElementType, ReactNode } from 'react';
import { Eye } from 'lucide-react';

/**
 * What each page a visitor may only read tells them signing in would let them do. The app and the
 * page's first paint (src/app/first-paint-screens.tsx) show the same; in the paint nothing is a link.
 */
export function ViewOnlyNotice({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 rounded-xl bg-accent px-4 py-3 text-sm text-accent-foreground">
      <Eye className="size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

type SignInLink = ElementType<{ className?: string; children: ReactNode }>;

export function PostViewOnlyNotice({ onSignIn }: { onSignIn?: () => void }) {
  return (
    <ViewOnlyNotice>
      <Trans>
        <strong>View only.</strong> Sign in to react, comment or offer to fulfil this desire.
      </Trans>{' '}
      <button type="button" onClick={onSignIn} className="font-semibold underline">
        <Trans>Sign in</Trans>
      </button>
    </ViewOnlyNotice>
  );
}

export function SharedDesireViewOnlyNotice({ link: Link }: { link: SignInLink }) {
  return (
    <ViewOnlyNotice>
      <Trans>Please log in to comment, react, and offer help with this desire.</Trans>{' '}
      <Link className="font-semibold underline">
        <Trans>Log in</Trans>
      </Link>
    </ViewOnlyNotice>
  );
}

export function SharedCategoryViewOnlyNotice({ link: Link }: { link: SignInLink }) {
  return (
    <ViewOnlyNotice>
      <Trans>Read-only view - Log in to interact with desires</Trans>{' '}
      <Link className="font-semibold underline">
        <Trans>Log in</Trans>
      </Link>
    </ViewOnlyNotice>
  );
}

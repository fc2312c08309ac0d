import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@contract/pages/paths';
import { MissingNotice } from '@/components/ui/missing-notice';
import { SharedPageLayout } from '@/features/shared-pages/components/shared-page-layout';
import { useIsVisitor } from './use-is-visitor';

export { useIsVisitor };

/**
 * The frame of a page opened from a shared link: visitors get the frame of their own
 * (src/features/shared-pages/components/shared-page-layout.tsx), members are in the shell.
 */
export function SharedPageFrame({ children }: { children: ReactNode }) {
  const visitor = useIsVisitor();
  if (!visitor) return <div className="mx-auto grid w-full min-w-0 max-w-3xl gap-5">{children}</div>;
  return <SharedPageLayout link={SignInLink}>{children}</SharedPageLayout>;
}

/** A link to sign in, for the visitor's frame and notices. */
export function SignInLink(props: ComponentProps<'a'>) {
  return <Link to={paths.auth} {...props} />;
}

/** A link that leads nowhere the reader may go: what happened, and a way on. */
export const SharedPageNotice = MissingNotice;

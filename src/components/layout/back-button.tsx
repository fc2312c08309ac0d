import { ArrowLeft } from 'lucide-react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { paths } from '@contract/pages/paths';

/**
 * Back through history when there is some in this app, else to the feed (a link opened on its own).
 * `leaving`: the page behind cannot be come back to (a desire just deleted), so the feed takes its place.
 */
export function useGoBack({ leaving = false } = {}): () => void {
  const navigate = useNavigate();
  // The router names the entry the app started on "default": nothing of this app lies behind it.
  const { key } = useLocation();
  return () => {
    if (key !== 'default') void navigate(-1);
    else void navigate(paths.feed, { replace: leaving });
  };
}

/** Back where the member came from (useGoBack). Hidden on the feed itself. */
export function BackButton({ className }: { className?: string }) {
  // Drawn again when the language changes: the view reads its label from the app's messages.
  useLingui();
  const goBack = useGoBack();
  const { pathname } = useLocation();
  if (pathname === paths.feed) return null;
  return <BackButtonView onClick={goBack} className={className} />;
}

/**
 * The button's look, without where it leads (the first paint shows it before the app runs, outside
 * the messages' provider: its label is read from the app's messages directly).
 */
export function BackButtonView({ onClick, className }: { onClick?: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn('inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground', className)}
    >
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {t`Back`}
    </button>
  );
}

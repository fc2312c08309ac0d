import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';

/** Back through history when there is some in this app, else to the feed. Hidden on the feed itself. */
export function BackButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (pathname === paths.feed) return null;
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.feed);
  };
  return <BackButtonView onClick={goBack} className={className} />;
}

/** The button's look, without where it leads (the first paint shows it before the app runs). */
export function BackButtonView({ onClick, className }: { onClick?: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn('inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground', className)}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back
    </button>
  );
}

import type { ReactNode } from 'react';
import { Sparkles, UserPlus } from 'lucide-react';

/** The two empty feeds, in the spec's words, each with the next thing to do. */
export function FeedEmpty({ kind, action }: { kind: 'public' | 'following' | 'filtered'; action?: ReactNode }) {
  const Icon = kind === 'following' ? UserPlus : Sparkles;
  const [title, text] =
    kind === 'public'
      ? ['No public desires yet', 'Be the first to share your desire with the community!']
      : kind === 'following'
        ? ["You're not following anyone yet", 'Find people to learn from. Follow users to see their progress and achievements in your feed.']
        : ['No desires match these filters', 'Try another status or category, or clear the filters.'];
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
      {action}
    </div>
  );
}

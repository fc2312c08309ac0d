import type { ReactNode } from 'react';
import { Sparkles, UserPlus } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/components/ui/empty-state';

/** The two empty feeds, in the spec's words, each with the next thing to do. */
export function FeedEmpty({ kind, action }: { kind: 'public' | 'following' | 'filtered'; action?: ReactNode }) {
  const { t } = useLingui();
  const Icon = kind === 'following' ? UserPlus : Sparkles;
  const [title, text] =
    kind === 'public'
      ? [t`No public desires yet`, t`Be the first to share your desire with the community!`]
      : kind === 'following'
        ? [t`You're not following anyone yet`, t`Find people to learn from. Follow users to see their progress and achievements in your feed.`]
        : [t`No desires match these filters`, t`Try another status or category, or clear the filters.`];
  return <EmptyState icon={Icon} title={title} text={text} action={action} />;
}

import { Heart, MessageCircle } from 'lucide-react';

/** A desire's reaction and comment counts as two small icon figures, named for screen readers. */
export function EngagementCounts({ reactions, comments, iconClassName = 'size-3' }: { reactions: number; comments: number; iconClassName?: string }) {
  return (
    <>
      <span className="inline-flex items-center gap-1">
        <Heart className={iconClassName} aria-hidden="true" />
        {reactions}
        <span className="sr-only">reactions</span>
      </span>
      <span className="inline-flex items-center gap-1">
        <MessageCircle className={iconClassName} aria-hidden="true" />
        {comments}
        <span className="sr-only">comments</span>
      </span>
    </>
  );
}

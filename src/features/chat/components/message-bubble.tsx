import { AlertCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { statusOf, type ThreadMessage } from '../api/cache';
import { messageTime } from '../model/time-label';

/** One message: the member's own at the end side of the line (right, or left in a right-to-left language), the other's at the start with their avatar. */
export function MessageBubble({ message, own, onRetry }: { message: ThreadMessage; own: boolean; onRetry: (message: ThreadMessage) => void }) {
  const { t } = useLingui();
  const status = statusOf(message);
  const sender = message.senderId.fullName || t`Unknown User`;
  return (
    <li className={cn('flex items-end gap-2', own ? 'justify-end' : 'justify-start')} data-status={status}>
      {own ? null : <Avatar name={sender} src={message.senderId.profileImage} size="sm" />}
      <div className={cn('flex min-w-0 max-w-sm flex-col gap-1', own ? 'items-end' : 'items-start')}>
        <div
          className={cn(
            'min-w-0 max-w-full rounded-2xl px-3 py-2 text-sm shadow-xs',
            own ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
            status === 'sending' && 'opacity-70',
            status === 'failed' && 'border border-destructive',
          )}
        >
          <span className="sr-only">{own ? t`You: ` : t`${sender}: `}</span>
          {/* Line breaks and runs of spaces as written; long words break instead of widening the thread. */}
          <p dir="auto" className="text-left rtl:text-right" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </p>
        </div>
        <div className="flex items-center gap-2 px-1 text-[11px] text-muted-foreground">
          {status === 'sending' ? <span>
              <Trans>Sending...</Trans>
            </span> : <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>}
          {status === 'failed' ? (
            <>
              <span className="inline-flex items-center gap-1 font-medium text-destructive">
                <AlertCircle className="size-3.5" aria-hidden="true" /> <Trans>Not sent</Trans>
              </span>
              <Button variant="link" size="sm" className="h-auto text-[11px]" onClick={() => onRetry(message)}>
                <Trans>Retry</Trans>
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </li>
  );
}

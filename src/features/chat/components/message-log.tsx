import { useLayoutEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { statusOf, type ThreadMessage } from '../api/cache';
import { MessageBubble } from './message-bubble';

interface MessageLogProps {
  label: string;
  messages: ThreadMessage[];
  viewerId: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (message: ThreadMessage) => void;
}

/** Within this many pixels of an edge counts as being there. */
const EDGE = 64;

/**
 * The thread, oldest at the top. It opens at the latest message, follows new ones while the reader
 * is at the bottom (and always their own), and reads older pages when scrolled to the top, keeping
 * the message in view where it was. Keyed by chat: each chat starts at its latest message.
 */
export function MessageLog({ label, messages, viewerId, hasOlder, loadingOlder, onLoadOlder, onRetry }: MessageLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const first = messages[0];
  const last = messages[messages.length - 1];

  // Older messages arrived above: the view stays on the message it showed.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !anchor.current) return;
    el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
    anchor.current = null;
  }, [first?._id]);

  // A new last message: followed when the reader was at the bottom or sent it.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !last) return;
    if (atBottom.current || (last.senderId._id === viewerId && statusOf(last) === 'sending')) {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    }
  }, [last, viewerId]);

  // The log got shorter (the composer grew, the keyboard opened): a reader at the bottom stays there.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const loadOlder = () => {
    const el = scroller.current;
    if (!hasOlder || loadingOlder) return;
    if (el) anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    onLoadOlder();
  };

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE;
    if (el.scrollTop < EDGE) loadOlder();
  };

  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
      {hasOlder ? (
        <div className="mb-3 flex justify-center">
          <Button variant="ghost" size="sm" loading={loadingOlder} onClick={loadOlder}>
            <Trans>Load earlier messages</Trans>
          </Button>
        </div>
      ) : null}
      <div role="log" aria-live="polite" aria-label={label}>
        <ol className="grid gap-3">
          {messages.map((message) => (
            <MessageBubble key={message._id} message={message} own={message.senderId._id === viewerId} onRetry={onRetry} />
          ))}
        </ol>
      </div>
    </div>
  );
}

import { useId, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { messageContentField } from '@contract/chat';
import { chatLimits } from '@contract/limits';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface ComposerProps {
  onSend: (content: string) => void;
  sending: boolean;
  /** What is typed: kept by the thread, so that it outlasts the box while a block hides it. */
  text: string;
  onTextChange: (text: string) => void;
}

/**
 * The message box: Ctrl or Cmd+Enter or the send button sends the trimmed text; the button is off
 * while there is nothing to send or a message is on its way; the box grows up to 120 px, then scrolls.
 */
export function Composer({ onSend, sending, text, onTextChange: setText }: ComposerProps) {
  const { t } = useLingui();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const parsed = messageContentField.safeParse(text);
  // Only a text that is too long says why; an empty box just keeps the button off.
  const problem = !parsed.success && text.trim().length > chatLimits.messageMax ? (parsed.error.issues[0]?.message ?? null) : null;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, chatLimits.inputMaxHeightPx)}px`;
    el.style.overflowY = el.scrollHeight > chatLimits.inputMaxHeightPx ? 'auto' : 'hidden';
  }, [text]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!parsed.success || sending) return;
    onSend(parsed.data);
    setText('');
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="border-t bg-card px-3 py-3">
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          <Trans>Message</Trans>
        </label>
        <textarea
          ref={box}
          id={id}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t`Type a message...`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint`}
          style={{ maxHeight: chatLimits.inputMaxHeightPx }}
          className={cn(
            'min-h-10 w-full min-w-0 flex-1 resize-none rounded-2xl border border-input bg-background px-3 py-2 text-base focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25 aria-invalid:border-destructive md:text-sm',
          )}
        />
        <Button type="submit" size="icon" className="rounded-full" disabled={!parsed.success || sending} aria-label={t`Send message`}>
          <SendHorizontal className="rtl:-scale-x-100" aria-hidden="true" />
        </Button>
      </div>
      <p id={`${id}-hint`} className={cn('mt-1 px-1 text-xs', problem ? 'text-destructive' : 'sr-only')}>
        {problem ?? t`Press Ctrl+Enter or Cmd+Enter to send`}
      </p>
    </form>
  );
}

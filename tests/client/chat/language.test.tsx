import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { activateLanguage } from '@/lib/i18n';
import { chatTimeLabel, messageTime } from '@/features/chat/model/time-label';
import { MessageBubble } from '@/features/chat/components/message-bubble';
import { renderWithI18n } from '../with-i18n';
import { chatPeople, makeMessage } from '../msw/chat';

const now = Date.parse('2026-06-15T19:30:00Z');
const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();

afterEach(async () => {
  await activateLanguage('en');
});

describe('the chat in another language', () => {
  it('writes times and dates with the reader’s own clock and month names, and English as the spec does', async () => {
    expect(chatTimeLabel(at(72), now)).toBe('Jun 12');
    await activateLanguage('de');
    expect(chatTimeLabel(at(72), now)).toBe(new Intl.DateTimeFormat('de', { month: 'short', day: 'numeric' }).format(new Date(at(72))));
    expect(chatTimeLabel(at(2), now)).toBe(new Intl.DateTimeFormat('de', { hour: 'numeric', minute: '2-digit' }).format(new Date(at(2))));
    expect(messageTime(at(2))).toBe(chatTimeLabel(at(2), now));
  });

  it('in Arabic the page reads right to left, and one’s own message keeps to the end side of the line', async () => {
    await activateLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    const message = makeMessage('chat-1', chatPeople.maya, 'مرحبا');
    renderWithI18n(
      <ol>
        <MessageBubble message={message} own onRetry={() => undefined} />
      </ol>,
    );
    // Logical alignment: flex's end is the left in a right-to-left page.
    expect(screen.getByRole('listitem')).toHaveClass('justify-end');
  });

  it('in Arabic a message written in English keeps its own direction, so its punctuation stays at its end', async () => {
    await activateLanguage('ar');
    const message = makeMessage('chat-1', chatPeople.maya, 'Shall we plan the trip?');
    renderWithI18n(
      <ol>
        <MessageBubble message={message} own={false} onRetry={() => undefined} />
      </ol>,
    );
    expect(screen.getByText('Shall we plan the trip?')).toHaveAttribute('dir', 'auto');
  });
});

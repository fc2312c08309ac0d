import { describe, expect, it } from 'vitest';
import { chatTitle, showsUnreadDot } from '@/features/chat/model/chat';
import { filterConnections, mergeConnections } from '@/features/chat/model/connections';
import { startChatFailure } from '@/features/chat/model/start-failure';
import { chatTimeLabel } from '@/features/chat/model/time-label';
import { ApiError, NetworkError } from '@/lib/api-client';
import { chatPeople, listed, makeChat } from '../msw/chat';

const me = chatPeople.maya._id;
const HOUR = 3_600_000;

describe('chat time labels', () => {
  const now = Date.parse('2025-06-15T18:00:00');
  const at = (hours: number) => new Date(now - hours * HOUR).toISOString();

  it('shows the time of day under 24 hours', () => {
    expect(chatTimeLabel(at(23), now)).toBe('7:00 PM');
    expect(chatTimeLabel(at(0.5), now)).toBe('5:30 PM');
  });
  it("shows 'Yesterday' from 24 to 48 hours", () => {
    expect(chatTimeLabel(at(25), now)).toBe('Yesterday');
    expect(chatTimeLabel(at(24), now)).toBe('Yesterday');
    expect(chatTimeLabel(at(47.9), now)).toBe('Yesterday');
  });
  it('shows a short month and day after that', () => {
    expect(chatTimeLabel(at(72), now)).toBe('Jun 12');
    expect(chatTimeLabel(at(48), now)).toBe('Jun 13');
  });
  it('shows nothing for a missing or broken date', () => {
    expect(chatTimeLabel(null, now)).toBe('');
    expect(chatTimeLabel('not a date', now)).toBe('');
  });
});

describe('the unread dot', () => {
  const fromLeo = { content: 'hi', timestamp: new Date().toISOString(), senderId: { _id: chatPeople.leo._id } };
  const fromMe = { ...fromLeo, senderId: { _id: me } };

  it('shows for hasUnreadMessages true', () => {
    expect(showsUnreadDot(makeChat(chatPeople.leo, { hasUnreadMessages: true, lastMessage: fromMe }), me, null)).toBe(true);
  });
  it('shows for unreadCount above 0 even when the flag is false', () => {
    expect(showsUnreadDot(makeChat(chatPeople.leo, { hasUnreadMessages: false, unreadCount: 2, lastMessage: fromMe }), me, null)).toBe(true);
  });
  it('shows when the flag is not explicitly false and the last message came from someone else', () => {
    const chat = { ...makeChat(chatPeople.leo, { lastMessage: fromLeo }), hasUnreadMessages: undefined as unknown as boolean };
    expect(showsUnreadDot(chat, me, null)).toBe(true);
  });
  it('does not show when the flag is false and nothing is counted, or the last message is mine', () => {
    expect(showsUnreadDot(makeChat(chatPeople.leo, { hasUnreadMessages: false, lastMessage: fromLeo }), me, null)).toBe(false);
    const mine = { ...makeChat(chatPeople.leo, { lastMessage: fromMe }), hasUnreadMessages: undefined as unknown as boolean };
    expect(showsUnreadDot(mine, me, null)).toBe(false);
    expect(showsUnreadDot(makeChat(chatPeople.leo, { lastMessage: null }), me, null)).toBe(false);
  });
  it('never shows on the selected chat, nor on a muted one', () => {
    const chat = makeChat(chatPeople.leo, { hasUnreadMessages: true, unreadCount: 3 });
    expect(showsUnreadDot(chat, me, chat._id)).toBe(false);
    expect(showsUnreadDot({ ...chat, settings: { muted: true, blocked: false } }, me, null)).toBe(false);
  });
});

describe('chat names', () => {
  it("is the other participant's name, 'Unknown User' without one, or the group's name", () => {
    expect(chatTitle(makeChat(chatPeople.leo), me)).toBe('Leo Okafor');
    expect(chatTitle(makeChat(chatPeople.leo, { participants: [chatPeople.maya] }), me)).toBe('Unknown User');
    expect(chatTitle(makeChat(chatPeople.leo, { isGroup: true, name: null }), me)).toBe('Group Chat');
    expect(chatTitle(makeChat(chatPeople.leo, { isGroup: true, name: 'Trip' }), me)).toBe('Trip');
  });
});

describe('connections', () => {
  const bo = { _id: 'b0', fullName: 'bo Young', profileImage: null, bio: null };
  const al = { _id: 'a1', fullName: 'Al Brown', profileImage: null, bio: null };

  it('merges followers and following: both first, then following, then follower, alphabetical, without oneself', () => {
    const followers = [listed(chatPeople.zoe), listed(chatPeople.leo), bo, listed(chatPeople.maya)];
    const following = [listed(chatPeople.leo), listed(chatPeople.ana), al, listed(chatPeople.maya)];
    const merged = mergeConnections(followers, following, me);
    expect(merged.map((c) => [c.fullName, c.relationshipType])).toEqual([
      ['Leo Okafor', 'both'],
      ['Al Brown', 'following'],
      ['Ana Silva', 'following'],
      ['bo Young', 'follower'],
      ['Zoe Park', 'follower'],
    ]);
  });

  it('filters by full name or email, case-insensitive', () => {
    const merged = mergeConnections([{ ...listed(chatPeople.zoe), email: 'ZPARK@example.com' }], [listed(chatPeople.leo)], me);
    expect(filterConnections(merged, 'OKA').map((c) => c.fullName)).toEqual(['Leo Okafor']);
    expect(filterConnections(merged, 'zpark@').map((c) => c.fullName)).toEqual(['Zoe Park']);
    expect(filterConnections(merged, '  ')).toHaveLength(2);
    expect(filterConnections(merged, 'nobody')).toEqual([]);
  });
});

describe('a chat that cannot be started', () => {
  it('a refusal by the server is "Unable to start...", with its reason', () => {
    expect(startChatFailure(new ApiError(403, JSON.stringify({ message: 'You can only chat with your followers or members you follow.' }), 'Forbidden'))).toEqual({
      title: 'Unable to start conversation. Please try again.',
      description: 'You can only chat with your followers or members you follow.',
    });
  });
  it('no answer or a server failure is "Failed to start..."', () => {
    expect(startChatFailure(new NetworkError(new TypeError('fetch failed'))).title).toBe('Failed to start conversation. Please try again.');
    expect(startChatFailure(new ApiError(503, '', 'Service Unavailable')).title).toBe('Failed to start conversation. Please try again.');
  });
});

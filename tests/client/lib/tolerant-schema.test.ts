import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminMeResponseSchema, authResponseSchema } from '@contract/auth';
import { categorySchema } from '@contract/category';
import { chatListSchema, chatSchema, messagePageAnswerSchema } from '@contract/chat';
import { desireSchema, myDesiresAnswerSchema, trendingListSchema } from '@contract/desire';
import { extensionOf } from '@contract/extension';
import { readAnswer, ResponseShapeError } from '@/lib/api-client';
import { resetShapeReports } from '@/lib/shape-report';

// Answers as a backend that keeps only the spec's promises sends them.
const participant = { _id: 'a'.repeat(24), fullName: 'Ana' };
const specChat = {
  _id: 'c'.repeat(24),
  participants: [participant, { _id: 'b'.repeat(24), fullName: 'Ben' }],
  isGroup: false,
  lastActivity: '2026-11-20T10:00:00.000Z',
  lastMessage: { content: 'hi', timestamp: '2026-11-20T10:00:00.000Z', senderId: { _id: 'b'.repeat(24) } },
  hasUnreadMessages: true,
  unreadCount: 1,
};
const specDesire = {
  _id: 'd'.repeat(24),
  userId: 'a'.repeat(24),
  title: 'A trip to Lisbon',
  visibility: 'public',
  status: 'desire',
  fulfillments: [{ userId: 'b'.repeat(24), anonymous: false, createdAt: '2026-11-20T10:00:00.000Z' }],
  reactions: [{ _id: 'r'.repeat(24), userId: 'b'.repeat(24), postId: 'd'.repeat(24), emoji: '❤️', createdAt: '2026-11-20T10:00:00.000Z' }],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const read = <T,>(schema: Parameters<typeof readAnswer<T>>[4], body: unknown, path = '/api/test') => readAnswer<T>(path, 200, 'OK', JSON.stringify(body), schema);

afterEach(() => {
  resetShapeReports();
  vi.restoreAllMocks();
});

describe('reading an answer that holds only what the spec promises', () => {
  it('fills a missing extra with its "not offered" fallback, and our server keeps requiring it', () => {
    const chat = read(chatSchema, specChat);
    expect(chat.settings).toBeNull();
    expect(chat.blockedByOther).toBe(false);
    expect(chat.name).toBeNull();
    expect(chat.createdAt).toBe(specChat.lastActivity);
    // The server's own layer: the same answer fails the full schema.
    expect(chatSchema.safeParse(specChat).success).toBe(false);
    expect(extensionOf(chatSchema.shape.settings)).toBeDefined();
    expect(extensionOf(chatSchema.shape.participants)).toBeUndefined();
  });

  it('takes the fallback for a malformed extra instead of refusing the answer', () => {
    const chat = read(chatSchema, { ...specChat, settings: 'yes', blockedByOther: 3 });
    expect(chat.settings).toBeNull();
    expect(chat.blockedByOther).toBe(false);
  });

  it('keeps an extra that is there', () => {
    const chat = read(chatSchema, { ...specChat, settings: { muted: true, blocked: false }, blockedByOther: true, createdAt: '2026-01-01T00:00:00.000Z' });
    expect(chat.settings).toEqual({ muted: true, blocked: false });
    expect(chat.blockedByOther).toBe(true);
    expect(chat.createdAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('still refuses an answer without what the spec promises, naming the endpoint once in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { participants: _left, ...broken } = specChat;
    expect(() => read(chatSchema, broken, '/api/chats/cccccccccccccccccccccccc')).toThrow(ResponseShapeError);
    expect(() => read(chatSchema, broken, '/api/chats/cccccccccccccccccccccccd')).toThrow(ResponseShapeError);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('/api/chats/{id}');
    expect(warn.mock.calls[0]![0]).toContain('participants');
  });

  it('drops a list item that fails its schema and shows the rest, reporting it once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const chats = read(chatListSchema, [specChat, { _id: 'broken' }, { ...specChat, _id: 'e'.repeat(24) }], '/api/chats');
    expect(chats.map((chat) => chat._id)).toEqual([specChat._id, 'e'.repeat(24)]);
    read(chatListSchema, [{ nope: true }], '/api/chats');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('a list item was left out');
  });

  it('reads a desire with counts from its lists, a fulfilment without an id and an author given as an id', () => {
    const desire = read(desireSchema, specDesire);
    expect(desire.reactionsCount).toBe(1);
    expect(desire.commentsCount).toBe(0);
    expect(desire.categories).toEqual([]);
    expect(desire.sharedWith).toEqual([]);
    expect(desire.fulfillmentType).toBeNull();
    expect(desire.fulfillments).toHaveLength(1);
    expect(desire.fulfillments[0]!._id).toMatch(/\S/);
    expect(desire.fulfillments[0]!.userId).toBeNull();
  });

  it('reads a message page as a plain list or as a wrapper without our paging fields', () => {
    const message = {
      _id: 'm'.repeat(24),
      chatId: specChat._id,
      content: 'hi',
      senderId: participant,
      createdAt: '2026-11-20T10:00:00.000Z',
      readBy: [],
    };
    expect(read(messagePageAnswerSchema, [message])).toMatchObject({ messages: [{ _id: message._id, messageType: 'text', attachmentUrl: null }], hasMore: false, nextCursor: null });
    expect(read(messagePageAnswerSchema, { messages: [message], nextCursor: message._id })).toMatchObject({ hasMore: true, nextCursor: message._id });
  });

  it('reads "my desires" as an array, as {desires} or as our page', () => {
    expect(read(myDesiresAnswerSchema, [specDesire])).toMatchObject({ total: 1, hasMore: false });
    expect(read(myDesiresAnswerSchema, { desires: [specDesire] })).toMatchObject({ total: 1, hasMore: false });
    expect(read(myDesiresAnswerSchema, { desires: [specDesire], total: 30, hasMore: true })).toMatchObject({ total: 30, hasMore: true });
  });

  it('reads trending items with only id, title and counts', () => {
    const [item] = read(trendingListSchema, [{ _id: specDesire._id, title: 'x', reactionsCount: 2, commentsCount: 1 }]);
    expect(item).toMatchObject({ userId: null, coverImage: null, createdAt: null, status: undefined });
  });

  it('reads a category with its owner as an object and without our owner and dates', () => {
    const category = read(categorySchema, {
      _id: 'f'.repeat(24),
      name: 'Thing',
      userId: participant,
      isOwned: true,
      desiresCount: 0,
      statusBreakdown: { desire: 0, in_progress: 0, fulfilled: 0 },
    });
    expect(category).toMatchObject({ userId: participant._id, owner: null, description: null, icon: null, color: '#6366f1', visibility: 'private', isDefault: false, sharedBy: null });
  });

  it('reads sign-in and admin session answers that carry only the promised fields', () => {
    expect(read(authResponseSchema, { token: 't' })).toEqual({ token: 't', user: null });
    expect(read(adminMeResponseSchema, { _id: participant._id, role: 'admin' })).toEqual({ _id: participant._id, role: 'admin', fullName: null, email: null });
  });
});

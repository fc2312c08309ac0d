import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Desire, TrendingDesire } from '@contract/desire';
import type { LiveEvent } from '@contract/live';
import type { Notification } from '@contract/notification';
import { dispatchLiveMessage } from '@/app/live/dispatch';
import type { DesirePages } from '@/features/desires/api/cache';
import { commentMutationKey } from '@/features/desires/api/comment-mutations';
import { ownComments } from '@/features/desires/api/own-acts';
import { desireQueries, type FeedFilters } from '@/features/desires/api/queries';
import { chatQueries } from '@/features/chat/api/queries';
import { notificationQueries } from '@/features/notifications/api/queries';
import { profileQueries } from '@/features/profile/api/queries';
import { makeComment, makeDesire, people, trendingOf } from '../msw/desires';

const viewer = people.maya._id;
const all: FeedFilters = { status: 'all' };
const publicKey = (filters: FeedFilters = all) => desireQueries.feed('public', filters).queryKey;
const pages = (...desires: Desire[]): DesirePages => ({ pages: [{ desires, total: desires.length, hasMore: false }], pageParams: [1] });

function cacheWith(desires: Desire[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(publicKey(), pages(...desires));
  client.setQueryData(desireQueries.my().queryKey, pages(...desires.filter((d) => typeof d.userId !== 'string' && d.userId._id === viewer)));
  client.setQueryData(desireQueries.feed('following', all).queryKey, pages());
  client.setQueryData(desireQueries.trending().queryKey, trendingOf(desires));
  client.setQueryData(notificationQueries.unreadCount().queryKey, 2);
  return client;
}

const send = (client: QueryClient, event: LiveEvent) => dispatchLiveMessage(JSON.parse(JSON.stringify(event)), client, viewer);
const listed = (client: QueryClient, key: readonly unknown[] = publicKey()) => client.getQueryData<DesirePages>(key)!.pages[0]!;
const trending = (client: QueryClient) => client.getQueryData<TrendingDesire[]>(desireQueries.trending().queryKey)!;
const isStale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated === true;

describe('new_desire', () => {
  it("tops the public list with the total plus one, stays out of the member's own list, and marks Following stale", () => {
    const old = makeDesire();
    const client = cacheWith([old]);
    const arrived = makeDesire({ title: 'Fresh from Leo' });
    send(client, { type: 'new_desire', data: { desire: arrived } });
    expect(listed(client).desires.map((d) => d._id)).toEqual([arrived._id, old._id]);
    expect(listed(client).total).toBe(2);
    expect(listed(client, desireQueries.my().queryKey).desires).toEqual([]);
    expect(isStale(client, desireQueries.feed('following', all).queryKey)).toBe(true);
  });

  it('is listed once when the same event comes twice', () => {
    const client = cacheWith([makeDesire()]);
    const arrived = makeDesire();
    send(client, { type: 'new_desire', data: { desire: arrived } });
    send(client, { type: 'new_desire', data: { desire: arrived } });
    expect(listed(client).desires.filter((d) => d._id === arrived._id)).toHaveLength(1);
    expect(listed(client).total).toBe(2);
  });

  it("replaces the member's own optimistic copy with the same title instead of adding a second card", () => {
    const temporary = makeDesire({ _id: 'temp-1', userId: people.maya, title: 'My new bike', isOptimistic: true });
    const client = cacheWith([temporary, makeDesire()]);
    const real = makeDesire({ userId: people.maya, title: 'My new bike' });
    send(client, { type: 'new_desire', data: { desire: real } });
    expect(listed(client).desires.map((d) => d._id)).toEqual([real._id, expect.any(String)]);
    expect(listed(client).total).toBe(2);
    expect(listed(client, desireQueries.my().queryKey).desires.map((d) => d._id)).toEqual([real._id]);
  });

  it("never takes someone else's desire for the member's optimistic copy", () => {
    const temporary = makeDesire({ _id: 'temp-2', userId: people.maya, title: 'Mine', isOptimistic: true });
    const client = cacheWith([temporary]);
    send(client, { type: 'new_desire', data: { desire: makeDesire({ title: 'Theirs' }) } });
    expect(listed(client).desires.map((d) => d.title)).toEqual(['Theirs', 'Mine']);
  });

  it('keeps out of lists it does not belong to: a private desire, another status, another category', () => {
    const client = cacheWith([]);
    client.setQueryData(publicKey({ status: 'fulfilled' }), pages());
    client.setQueryData(publicKey({ status: 'all', category: 'Travel' }), pages());
    send(client, { type: 'new_desire', data: { desire: makeDesire({ visibility: 'followers' }) } });
    send(client, { type: 'new_desire', data: { desire: makeDesire({ categories: ['Thing'] }) } });
    expect(listed(client).desires).toHaveLength(1);
    expect(listed(client, publicKey({ status: 'fulfilled' })).desires).toEqual([]);
    expect(listed(client, publicKey({ status: 'all', category: 'Travel' })).desires).toEqual([]);
  });
});

describe('events for a desire that is not in the cache', () => {
  it('change nothing: the lists keep their identity', () => {
    const client = cacheWith([makeDesire()]);
    const before = client.getQueryData(publicKey());
    const beforeTrending = trending(client);
    const stranger = makeDesire();
    send(client, { type: 'reaction_update', data: { postId: stranger._id, action: 'added', userId: people.leo._id, reaction: { _id: 'r1', userId: people.leo._id, postId: stranger._id, emoji: '🔥', createdAt: new Date().toISOString() } } });
    send(client, { type: 'status_update', data: { desireId: stranger._id, action: 'status_changed', newStatus: 'fulfilled', desire: { ...stranger, status: 'fulfilled' } } });
    send(client, { type: 'comment_update', data: { postId: stranger._id, action: 'added', comment: makeComment(stranger._id, 'Hi'), commentId: 'c1' } });
    send(client, { type: 'desire_removed', data: { desireId: stranger._id } });
    expect(client.getQueryData(publicKey())).toBe(before);
    expect(trending(client)).toBe(beforeTrending);
  });
});

describe('reaction_update', () => {
  const reactionOf = (desire: Desire, userId: string, emoji: string) => ({ _id: `r-${userId}`, userId, postId: desire._id, emoji, createdAt: new Date().toISOString() });

  it("adds another member's reaction with its count, once however often it comes, and takes it away", () => {
    const desire = makeDesire();
    const client = cacheWith([desire]);
    const added: LiveEvent = { type: 'reaction_update', data: { postId: desire._id, action: 'added', userId: people.leo._id, reaction: reactionOf(desire, people.leo._id, '🔥') } };
    send(client, added);
    send(client, added);
    expect(listed(client).desires[0]!.reactions.map((r) => r.emoji)).toEqual(['🔥']);
    expect(listed(client).desires[0]!.reactionsCount).toBe(1);
    expect(trending(client)[0]!.reactionsCount).toBe(1);
    send(client, { type: 'reaction_update', data: { postId: desire._id, action: 'updated', userId: people.leo._id, reaction: reactionOf(desire, people.leo._id, '💯') } });
    expect(listed(client).desires[0]!.reactions.map((r) => r.emoji)).toEqual(['💯']);
    send(client, { type: 'reaction_update', data: { postId: desire._id, action: 'removed', userId: people.leo._id, reaction: null } });
    expect(listed(client).desires[0]!.reactionsCount).toBe(0);
  });
});

describe('comment_update', () => {
  it("adds another member's comment and counts it once, even when it comes twice", () => {
    const desire = makeDesire();
    const client = cacheWith([desire]);
    client.setQueryData(desireQueries.comments(desire._id).queryKey, []);
    const comment = makeComment(desire._id, 'Go for it!');
    send(client, { type: 'comment_update', data: { postId: desire._id, action: 'added', comment, commentId: comment._id } });
    send(client, { type: 'comment_update', data: { postId: desire._id, action: 'added', comment, commentId: comment._id } });
    expect(client.getQueryData(desireQueries.comments(desire._id).queryKey)).toEqual([comment]);
    expect(listed(client).desires[0]!.commentsCount).toBe(1);
  });

  it("leaves the member's own comment to their own request: settled or still on its way", () => {
    const desire = makeDesire();
    const client = cacheWith([desire]);
    const settled = makeComment(desire._id, 'Mine, answered', people.maya);
    ownComments.remember(settled._id);
    send(client, { type: 'comment_update', data: { postId: desire._id, action: 'added', comment: settled, commentId: settled._id } });
    expect(listed(client).desires[0]!.commentsCount).toBe(0);

    const observer = client.getMutationCache().build(client, { mutationKey: commentMutationKey, mutationFn: () => new Promise(() => undefined) });
    void observer.execute({ desireId: desire._id, text: 'Mine, on its way' });
    const inFlight = makeComment(desire._id, 'Mine, on its way', people.maya);
    send(client, { type: 'comment_update', data: { postId: desire._id, action: 'added', comment: inFlight, commentId: inFlight._id } });
    expect(listed(client).desires[0]!.commentsCount).toBe(0);
  });
});

describe('status_update, desire_update and desire_removed', () => {
  it('puts the server copy everywhere, with its offers as this member may see them', () => {
    const desire = makeDesire();
    const client = cacheWith([desire]);
    const offered: Desire = {
      ...desire,
      status: 'in_progress',
      fulfillments: [{ _id: 'f1', userId: null, anonymous: true, message: null, fulfilledAt: null, createdAt: new Date().toISOString() }],
    };
    send(client, { type: 'status_update', data: { desireId: desire._id, action: 'fulfillment_started', newStatus: 'in_progress', desire: offered } });
    expect(listed(client).desires[0]!.status).toBe('in_progress');
    expect(listed(client).desires[0]!.fulfillments[0]!.anonymous).toBe(true);
    expect(trending(client)[0]!.status).toBe('in_progress');
    send(client, { type: 'desire_update', data: { desire: { ...offered, title: 'Renamed' } } });
    expect(listed(client).desires[0]!.title).toBe('Renamed');
  });

  it('takes a removed desire out of every list with the total minus one, and empties its page', () => {
    const [gone, kept] = [makeDesire(), makeDesire()];
    const client = cacheWith([gone, kept]);
    client.setQueryData(desireQueries.detail(gone._id).queryKey, gone);
    send(client, { type: 'desire_removed', data: { desireId: gone._id } });
    expect(listed(client).desires.map((d) => d._id)).toEqual([kept._id]);
    expect(listed(client).total).toBe(1);
    expect(trending(client).map((t) => t._id)).toEqual([kept._id]);
    expect(client.getQueryData(desireQueries.detail(gone._id).queryKey)).toBeNull();
  });
});

describe('notification', () => {
  const notice = (isRead = false, id = isRead ? 'n-read' : 'n1'): Notification => ({
    _id: id,
    type: 'comment',
    message: 'Leo Okafor commented on "Bike": Nice',
    isRead,
    createdAt: new Date().toISOString(),
    fromUserId: people.leo,
    desireId: null,
    relatedId: null,
  });

  it('counts an unread notification on the badge at once, and not one that came read', () => {
    const client = cacheWith([]);
    send(client, { type: 'notification', data: notice() });
    expect(client.getQueryData(notificationQueries.unreadCount().queryKey)).toBe(3);
    send(client, { type: 'notification', data: notice(true) });
    expect(client.getQueryData(notificationQueries.unreadCount().queryKey)).toBe(3);
  });

  it('counts a notification that comes twice once', () => {
    const client = cacheWith([]);
    send(client, { type: 'notification', data: notice() });
    send(client, { type: 'notification', data: notice() });
    expect(client.getQueryData(notificationQueries.unreadCount().queryKey)).toBe(3);
    send(client, { type: 'notification', data: notice(false, 'n2') });
    expect(client.getQueryData(notificationQueries.unreadCount().queryKey)).toBe(4);
  });

  it("marks the member's own followers count and lists stale when someone follows them", () => {
    const client = cacheWith([]);
    client.setQueryData(profileQueries.stats(viewer).queryKey, { followers: 1, following: 0, desired: 0, inProgress: 0, achieved: 0 });
    client.setQueryData(profileQueries.connectionList(viewer, 'followers').queryKey, []);
    client.setQueryData(profileQueries.stats('someone-else').queryKey, { followers: 5, following: 0, desired: 0, inProgress: 0, achieved: 0 });
    send(client, { type: 'notification', data: { ...notice(false, 'n-follow'), type: 'follow', message: 'Leo Okafor started following you' } });
    expect(isStale(client, profileQueries.stats(viewer).queryKey)).toBe(true);
    expect(isStale(client, profileQueries.connectionList(viewer, 'followers').queryKey)).toBe(true);
    expect(isStale(client, profileQueries.stats('someone-else').queryKey)).toBe(false);
    expect(client.getQueryData(notificationQueries.unreadCount().queryKey)).toBe(3);
  });

  it('sends a chat message to the chat caches, not the notification badge', () => {
    const client = cacheWith([]);
    client.setQueryData(chatQueries.unreadCount().queryKey, 0);
    const message = {
      _id: 'm1',
      chatId: 'c1',
      content: 'Hello',
      senderId: people.leo,
      createdAt: new Date().toISOString(),
      readBy: [],
      messageType: 'text' as const,
      attachmentUrl: null,
      replyToId: null,
    };
    send(client, { type: 'notification', data: { type: 'new_message', chatId: 'c1', message, isSender: false } });
    expect(isStale(client, chatQueries.unreadCount().queryKey)).toBe(true);
    expect(client.getQueryData(notificationQueries.unreadCount().queryKey)).toBe(2);
  });
});

describe('a message the app cannot read', () => {
  it('reads the live lists again rather than guess', () => {
    const client = cacheWith([makeDesire()]);
    dispatchLiveMessage({ type: 'status_update', data: { desireId: 'x' } }, client, viewer);
    expect(isStale(client, publicKey())).toBe(true);
    expect(isStale(client, notificationQueries.unreadCount().queryKey)).toBe(true);
  });
});

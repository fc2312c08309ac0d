import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Notification } from '@contract/notification';
import { unreadIds, withCountMovedBy, withListedNotification, withReadState } from '@/features/notifications/api/cache';
import { receiveNotification } from '@/features/notifications/api/live-updates';
import { keepReadableNotifications, notificationQueries } from '@/features/notifications/api/queries';
import { notificationTarget } from '@/features/notifications/model/target';
import { makeNotification, senders } from '../msw/people-screens';

describe('notification patchers', () => {
  it('withListedNotification puts a new notice on top once, and leaves an unloaded list alone', () => {
    const old = makeNotification();
    const arrived = makeNotification();
    expect(withListedNotification([old], arrived)).toEqual([arrived, old]);
    const once = [arrived, old];
    expect(withListedNotification(once, arrived)).toBe(once);
    expect(withListedNotification(undefined, arrived)).toBeUndefined();
  });

  it('withReadState marks the named notices and keeps the list when nothing changes', () => {
    const [a, b] = [makeNotification(), makeNotification({ isRead: true })];
    const list = [a, b];
    expect(withReadState(list, [a._id], true)?.map((n) => n.isRead)).toEqual([true, true]);
    expect(withReadState(list, [b._id], true)).toBe(list);
    expect(withReadState(list, [b._id], false)?.map((n) => n.isRead)).toEqual([false, false]);
    expect(unreadIds(list)).toEqual([a._id]);
  });

  it('withCountMovedBy never goes below zero and leaves an unknown count unknown', () => {
    expect(withCountMovedBy(3, -2)).toBe(1);
    expect(withCountMovedBy(1, -3)).toBe(0);
    expect(withCountMovedBy(undefined, 1)).toBeUndefined();
  });

  it('keepReadableNotifications drops items without _id or message, or not a notice at all', () => {
    const good = makeNotification({ message: 'Line one\nLine two' });
    const { _id: _gone, ...noId } = makeNotification();
    const items = [good, noId, { ...makeNotification(), message: '' }, { ...makeNotification(), message: null }, null, 'text', { ...makeNotification(), _id: '' }];
    expect(keepReadableNotifications(items)).toEqual([good]);
  });
});

describe('notificationTarget', () => {
  const base: Pick<Notification, 'fromUserId' | 'desireId' | 'relatedId'> = { fromUserId: senders.leo, desireId: 'desire1', relatedId: 'related1' };
  it.each<[Notification['type'], Partial<typeof base>, string | null]>([
    ['follow', {}, `/profile/${senders.leo._id}`],
    ['follow', { fromUserId: null }, null],
    ['fulfillment', {}, '/post/related1'],
    ['fulfillment', { relatedId: null }, '/post/desire1'],
    ['comment', {}, '/post/desire1'],
    ['comment', { desireId: null }, '/post/related1'],
    ['reaction', {}, '/post/desire1'],
    ['reaction', { desireId: null }, '/post/related1'],
    ['like', {}, '/post/desire1'],
    ['like', { desireId: null }, '/post/related1'],
    ['like', { desireId: null, relatedId: null }, null],
  ])('%s %o -> %s', (type, change, to) => {
    expect(notificationTarget({ type, ...base, ...change })).toBe(to);
  });
});

describe('receiveNotification', () => {
  it('counts a notice once on the badge and puts it on top of a loaded list once', () => {
    const client = new QueryClient();
    const old = makeNotification({ isRead: true });
    client.setQueryData(notificationQueries.list().queryKey, [old]);
    client.setQueryData(notificationQueries.unreadCount().queryKey, 0);
    const arrived = makeNotification({ message: 'Ana Silva started following you', type: 'follow', fromUserId: senders.ana });
    receiveNotification(client, arrived);
    receiveNotification(client, arrived);
    expect(client.getQueryData(notificationQueries.list().queryKey)).toEqual([arrived, old]);
    expect(client.getQueryData(notificationQueries.unreadCount().queryKey)).toBe(1);
  });

  it('creates no list when none was loaded', () => {
    const client = new QueryClient();
    receiveNotification(client, makeNotification());
    expect(client.getQueryData(notificationQueries.list().queryKey)).toBeUndefined();
  });
});

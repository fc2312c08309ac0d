import { describe, expect, it } from 'vitest';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@contract/chat';
import type { Desire, PagedDesires } from '@contract/desire';
import { receiveChatMessage } from '@/features/chat/api/live-updates';
import { threadMessages, type Thread } from '@/features/chat/api/cache';
import { threadQueries } from '@/features/chat/api/thread-queries';
import { receiveNewDesire } from '@/features/desires/api/live-updates';
import { desireQueries, type FeedFilters } from '@/features/desires/api/queries';
import { chatPeople, makeMessage } from '../msw/chat';
import { makeDesire } from '../msw/desires';

// A read of a list under way (the read again after a reconnect) began before an item existed; the
// item's live event arrives before that read lands. The read must not put the list back without it.

/** A server whose reads take a snapshot when they begin and answer when let through. */
function slowServer<T>(initial: T[]) {
  let stored = initial;
  let release: (() => void) | null = null;
  let held = false;
  let reads = 0;
  return {
    store: (item: T) => (stored = [...stored, item]),
    hold: () => (held = true),
    release: () => {
      held = false;
      release?.();
    },
    get reads() {
      return reads;
    },
    read: async (): Promise<T[]> => {
      reads++;
      const snapshot = [...stored];
      if (held) await new Promise<void>((resolve) => (release = resolve));
      return snapshot;
    },
  };
}

const idle = (client: QueryClient) => new Promise<void>((resolve) => {
  const check = () => (client.isFetching() === 0 ? resolve() : setTimeout(check, 5));
  check();
});

describe('a live item that arrives while its list is being read again', () => {
  it('stays in the chat thread: the read under way is replaced by one that has it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const chatId = 'c-reconnect';
    const server = slowServer<ChatMessage>([makeMessage(chatId, chatPeople.leo, 'before')]);
    const options = { ...threadQueries.messages(chatId), queryFn: async () => ({ messages: await server.read(), hasMore: false, nextCursor: null }) };
    const stop = new InfiniteQueryObserver(client, options).subscribe(() => undefined);
    await idle(client);

    server.hold();
    void client.invalidateQueries({ queryKey: options.queryKey });
    const arrived = makeMessage(chatId, chatPeople.leo, 'while it was read');
    server.store(arrived);
    receiveChatMessage(client, { type: 'new_message', chatId, message: arrived, isSender: false }, chatPeople.maya._id);
    server.release();
    await idle(client);

    const texts = threadMessages(client.getQueryData<Thread>(options.queryKey)).map((m) => m.content);
    expect(texts).toEqual(['before', 'while it was read']);
    expect(server.reads).toBe(3);
    stop();
  });

  it('stays in the feed: the read under way is replaced by one that has it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const filters: FeedFilters = { status: 'all' };
    const server = slowServer<Desire>([makeDesire({ _id: 'd-before', title: 'Before' })]);
    const options = {
      ...desireQueries.feed('public', filters),
      queryFn: async (): Promise<PagedDesires> => {
        const desires = (await server.read()).reverse();
        return { desires, total: desires.length, hasMore: false };
      },
    };
    const stop = new InfiniteQueryObserver(client, options).subscribe(() => undefined);
    await idle(client);

    server.hold();
    void client.invalidateQueries({ queryKey: options.queryKey });
    const arrived = makeDesire({ _id: 'd-arrived', title: 'While it was read', visibility: 'public' });
    server.store(arrived);
    receiveNewDesire(client, arrived, 'someone-else');
    server.release();
    await idle(client);

    const titles = client.getQueryData(options.queryKey)?.pages.flatMap((page) => page.desires.map((d) => d.title));
    expect(titles).toEqual(['While it was read', 'Before']);
    stop();
  });
});

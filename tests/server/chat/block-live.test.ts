import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type Chat } from '@contract/chat';
import { call, makeMembers, type Member } from '../helpers/desires';
import { chatBetween, send } from '../helpers/chat';
import { flushAll, LiveClient, listenOnLoopback } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('a block on the live channel', () => {
  let t: TestApp;
  let m: Record<'blocker' | 'blocked' | 'bystander', Member>;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitFactor: 100 });
    url = await listenOnLoopback(t.app);
    m = await makeMembers(t, ['blocker', 'blocked', 'bystander'] as const);
  });
  afterAll(() => t.close());

  const settings = async (who: Member, chatId: string, body: unknown) => {
    const res = await call(t.app, 'PATCH', `/chats/${chatId}/settings`, who, body);
    expect(res.statusCode).toBe(200);
    return res.json<Chat>();
  };

  it('reaches only the other participant, when the block is set and when it is lifted', async () => {
    const chat = await chatBetween(t, m.blocker, m.blocked);
    const sockets = {
      blocked: await LiveClient.open(url, m.blocked.token),
      blockerOtherTab: await LiveClient.open(url, m.blocker.token),
      bystander: await LiveClient.open(url, m.bystander.token),
    };

    expect((await settings(m.blocker, chat._id, { blocked: true })).settings?.blocked).toBe(true);
    const set = await sockets.blocked.next('chat_block');
    expect(set).toEqual({ type: 'chat_block', data: { chatId: chat._id, blockedByOther: true } });
    // What the event says is what the blocked member reads.
    const seen = await call(t.app, 'GET', `/chats/${chat._id}`, m.blocked);
    expect(seen.json<Chat>().blockedByOther).toBe(true);
    const refused = await call(t.app, 'POST', `/chats/${chat._id}/messages`, m.blocked, { content: 'Hello?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: CHAT_MESSAGES.blockedByOther });

    await settings(m.blocker, chat._id, { blocked: false });
    const lifted = await sockets.blocked.next('chat_block', (e) => !e.data.blockedByOther);
    expect(lifted.data).toEqual({ chatId: chat._id, blockedByOther: false });
    await send(t, m.blocked, chat._id, 'Thanks for unblocking');

    await flushAll(Object.values(sockets));
    expect(sockets.blocked.of('chat_block')).toHaveLength(2);
    expect(sockets.blockerOtherTab.of('chat_block')).toEqual([]);
    expect(sockets.bystander.events).toEqual([]);
    for (const socket of Object.values(sockets)) socket.close();
  });

  it('sends nothing when the block does not move: muting, or blocking again', async () => {
    const chat = await chatBetween(t, m.bystander, m.blocked);
    const socket = await LiveClient.open(url, m.blocked.token);
    await settings(m.bystander, chat._id, { muted: true });
    await settings(m.bystander, chat._id, { blocked: false });
    await settings(m.bystander, chat._id, { blocked: true });
    await settings(m.bystander, chat._id, { blocked: true, muted: false });
    await socket.flush();
    expect(socket.of('chat_block')).toEqual([{ type: 'chat_block', data: { chatId: chat._id, blockedByOther: true } }]);
    socket.close();
  });

  it('a member who is not in the chat can neither change it nor set off an event', async () => {
    const chat = await chatBetween(t, m.blocker, m.blocked);
    const socket = await LiveClient.open(url, m.blocked.token);
    const res = await call(t.app, 'PATCH', `/chats/${chat._id}/settings`, m.bystander, { blocked: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: CHAT_MESSAGES.noAccess });
    await socket.flush();
    expect(socket.of('chat_block')).toEqual([]);
    socket.close();
  });
});

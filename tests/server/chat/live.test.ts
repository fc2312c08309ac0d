import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMessageNoticeSchema } from '@contract/live';
import { makeMembers, type Member } from '../helpers/desires';
import { chatBetween, send } from '../helpers/chat';
import { flushAll, LiveClient, listenOnLoopback } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('chat messages on the live channel', () => {
  let t: TestApp;
  let m: Record<'sender' | 'recipient' | 'bystander', Member>;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitFactor: 100 });
    url = await listenOnLoopback(t.app);
    m = await makeMembers(t, ['sender', 'recipient', 'bystander'] as const);
  });
  afterAll(() => t.close());

  it('reaches exactly the two participants: the recipient with isSender false, the sender\'s other socket with isSender true', async () => {
    const chat = await chatBetween(t, m.sender, m.recipient);
    const sockets = {
      recipient: await LiveClient.open(url, m.recipient.token),
      senderOtherTab: await LiveClient.open(url, m.sender.token),
      bystander: await LiveClient.open(url, m.bystander.token),
    };
    const sent = await send(t, m.sender, chat._id, 'Hello <there>');
    const received = await sockets.recipient.next('notification', (e) => e.data.type === 'new_message');
    expect(newMessageNoticeSchema.parse(received.data)).toEqual({ type: 'new_message', chatId: chat._id, message: sent, isSender: false });
    const echoed = await sockets.senderOtherTab.next('notification', (e) => e.data.type === 'new_message');
    expect(echoed.data).toEqual({ type: 'new_message', chatId: chat._id, message: sent, isSender: true });

    await flushAll(Object.values(sockets));
    expect(sockets.bystander.events).toEqual([]);
    expect(sockets.recipient.of('notification')).toHaveLength(1);
    expect(sockets.senderOtherTab.of('notification')).toHaveLength(1);
    for (const socket of Object.values(sockets)) socket.close();
  });

  it('a deleted chat is told to its two participants only (the deleter\'s other tabs too), once it is gone', async () => {
    const [a, b] = [m.sender, m.recipient];
    const chat = await chatBetween(t, a, b);
    await send(t, a, chat._id, 'soon gone');
    const sockets = {
      other: await LiveClient.open(url, b.token),
      deleterOtherTab: await LiveClient.open(url, a.token),
      bystander: await LiveClient.open(url, m.bystander.token),
    };
    const res = await t.app.inject({ method: 'DELETE', url: `/api/chats/${chat._id}`, headers: { authorization: `Bearer ${a.token}` } });
    expect(res.statusCode).toBe(200);
    const expected = { type: 'chat_deleted', data: { chatId: chat._id, deletedBy: a.id } };
    expect(await sockets.other.next('chat_deleted')).toEqual(expected);
    expect(await sockets.deleterOtherTab.next('chat_deleted')).toEqual(expected);
    // by the time it is told, the chat is gone for the one who hears it
    expect((await t.app.inject({ method: 'GET', url: `/api/chats/${chat._id}/messages`, headers: { authorization: `Bearer ${b.token}` } })).statusCode).toBe(404);

    await flushAll(Object.values(sockets));
    expect(sockets.bystander.events).toEqual([]);
    expect(sockets.other.of('chat_deleted')).toHaveLength(1);
    for (const socket of Object.values(sockets)) socket.close();
  });

  it('a refused deletion tells nobody', async () => {
    const chat = await chatBetween(t, m.sender, m.recipient);
    const socket = await LiveClient.open(url, m.recipient.token);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/chats/${chat._id}`, headers: { authorization: `Bearer ${m.bystander.token}` } });
    expect(res.statusCode).toBe(404);
    await socket.flush();
    expect(socket.of('chat_deleted')).toEqual([]);
    socket.close();
  });

  it('sends nothing for a refused message', async () => {
    const [a, b] = [m.bystander, m.recipient];
    const chat = await chatBetween(t, a, b);
    const socket = await LiveClient.open(url, b.token);
    const res = await t.app.inject({ method: 'POST', url: `/api/chats/${chat._id}/messages`, headers: { authorization: `Bearer ${a.token}` }, payload: { content: '   ' } });
    expect(res.statusCode).toBe(400);
    await socket.flush();
    expect(socket.events).toEqual([]);
    socket.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type Chat } from '@contract/chat';
import { call, makeMember, message, type Member } from '../helpers/desires';
import { makeAdmin } from '../helpers/people';
import { chatBetween, chatPair, pageOf, send } from '../helpers/chat';
import { flushAll, LiveClient, listenOnLoopback } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A chat with a member an admin has since blocked, or who has since become an admin: nobody writes
// to them, as nobody may start a chat with them, until they are a member in good standing again.

let t: TestApp;
let url: string;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  url = await listenOnLoopback(t.app);
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

const standing = async (path: string, body: unknown) => {
  const res = await call(t.app, 'PATCH', path, admin, body);
  expect(res.statusCode, res.body).toBe(200);
};
const block = (who: Member, blocked: boolean) => standing(`/admin/users/${who.id}/block`, { blocked });
const makeRole = (who: Member, role: 'admin' | 'user') => standing(`/admin/users/${who.id}/role`, { role });

const sendAs = (who: Member, chat: Chat, content: string) => call(t.app, 'POST', `/chats/${chat._id}/messages`, who, { content });

async function expectRefused(sender: Member, other: Member, chat: Chat) {
  // The chat says so before anyone types, and the refusal says why: not a missing follow.
  const listed = (await call(t.app, 'GET', '/chats', sender)).json<Chat[]>().find((c) => c._id === chat._id);
  expect(listed?.otherUnavailable).toBe(true);
  expect((await call(t.app, 'GET', `/chats/${chat._id}`, sender)).json<Chat>().otherUnavailable).toBe(true);
  const sent = await sendAs(sender, chat, 'Still there?');
  expect(sent.statusCode, sent.body).toBe(403);
  expect(message(sent)).toBe(CHAT_MESSAGES.otherUnavailable);
  // Starting one answers as for nobody: the id alone tells nothing.
  const started = await call(t.app, 'POST', '/chats', sender, { otherUserId: other.id });
  expect([started.statusCode, message(started)]).toEqual([404, CHAT_MESSAGES.unknownMember]);
  expect((await pageOf(t, sender, chat._id)).messages.map((m) => m.content)).not.toContain('Still there?');
}

describe('messages to an account out of the members’ space', () => {
  it('a member an admin has blocked: 403 to a message, 404 to starting the chat, nothing stored, nothing sent live; unblocked, the chat works again', async () => {
    const { x: ann, y: bea, chat } = await chatPair(t, 'Ann', 'Bea');
    await send(t, ann, chat._id, 'Before');
    const annSocket = await LiveClient.open(url, ann.token);
    await block(bea, true);

    await expectRefused(ann, bea, chat);
    await flushAll([annSocket]);
    expect(annSocket.of('notification').filter((e) => e.data.type === 'new_message')).toEqual([]);
    annSocket.close();

    await block(bea, false);
    expect((await call(t.app, 'GET', `/chats/${chat._id}`, ann)).json<Chat>().otherUnavailable).toBe(false);
    expect((await sendAs(ann, chat, 'After')).statusCode).toBe(201);
  });

  it('a member who has since become an admin: the same, until they are a member again', async () => {
    const { x: cal, y: dee, chat } = await chatPair(t, 'Cal', 'Dee');
    await send(t, cal, chat._id, 'Before');
    await makeRole(dee, 'admin');
    await expectRefused(cal, dee, chat);
    await makeRole(dee, 'user');
    expect((await sendAs(cal, chat, 'After')).statusCode).toBe(201);
  });

  it('the reader’s own marks and switches stay theirs to change: they reach nobody', async () => {
    const eve = await makeMember(t, 'Eve');
    const fay = await makeMember(t, 'Fay');
    const chat = await chatBetween(t, eve, fay);
    await send(t, fay, chat._id, 'Hello Eve');
    await block(fay, true);
    expect((await call(t.app, 'POST', `/chats/${chat._id}/messages/mark-read`, eve)).json()).toEqual({ markedCount: 1 });
    const muted = await call(t.app, 'PATCH', `/chats/${chat._id}/settings`, eve, { muted: true, blocked: true });
    expect(muted.statusCode, muted.body).toBe(200);
    expect(muted.json<Chat>().settings).toEqual({ muted: true, blocked: true });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient, flushAll, listenOnLoopback } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, makeMembers, type Member } from '../helpers/desires';

let t: TestApp;
let url: string;
let owner: Member;
let saver: Member;
let other: Member;
const sockets: LiveClient[] = [];
const open = async (member: Member) => {
  const socket = await LiveClient.open(url, member.token);
  sockets.push(socket);
  return socket;
};

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  url = await listenOnLoopback(t.app);
  ({ owner, saver, other } = await makeMembers(t, ['owner', 'saver', 'other'] as const));
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

describe('live: saving', () => {
  it('tells the member\'s other tabs, and nobody else', async () => {
    const desire = await createDesire(t.app, owner, { title: 'Watched' });
    const [tabOne, tabTwo, otherTab, ownerTab] = [await open(saver), await open(saver), await open(other), await open(owner)];
    expect((await call(t.app, 'PUT', `/desires/${desire._id}/save`, saver)).statusCode).toBe(200);
    await tabTwo.next('desire_saved', (e) => e.data.desireId === desire._id && e.data.saved);
    expect(tabOne.of('desire_saved')).toHaveLength(1);
    // Saving again changes nothing, so nothing is told.
    expect((await call(t.app, 'PUT', `/desires/${desire._id}/save`, saver)).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/desires/${desire._id}/save`, saver)).statusCode).toBe(200);
    await tabTwo.next('desire_saved', (e) => e.data.desireId === desire._id && !e.data.saved);
    await flushAll([tabOne, tabTwo, otherTab, ownerTab]);
    expect(tabTwo.of('desire_saved').map((e) => e.data.saved)).toEqual([true, false]);
    expect(otherTab.of('desire_saved')).toEqual([]);
    expect(ownerTab.of('desire_saved')).toEqual([]);
  });

  it('a desire event says isSaved to the members who saved it only', async () => {
    const desire = await createDesire(t.app, owner, { title: 'Edited later' });
    expect((await call(t.app, 'PUT', `/desires/${desire._id}/save`, saver)).statusCode).toBe(200);
    const [saverTab, otherTab, ownerTab] = [await open(saver), await open(other), await open(owner)];
    expect((await call(t.app, 'PUT', `/desires/${desire._id}`, owner, { title: 'Edited now' })).statusCode).toBe(200);
    const forSaver = await saverTab.next('desire_update', (e) => e.data.desire._id === desire._id);
    const forOther = await otherTab.next('desire_update', (e) => e.data.desire._id === desire._id);
    const forOwner = await ownerTab.next('desire_update', (e) => e.data.desire._id === desire._id);
    expect(forSaver.data.desire).toMatchObject({ title: 'Edited now', isSaved: true });
    expect(forOther.data.desire.isSaved).toBe(false);
    expect(forOwner.data.desire.isSaved).toBe(false);
  });
});

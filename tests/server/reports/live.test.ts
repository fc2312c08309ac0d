import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Desire } from '@contract/desire';
import type { Report } from '@contract/report';
import { makeAdmin } from '../helpers/people';
import { flushAll, LiveClient, listenOnLoopback } from '../helpers/live';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, makeMember, type Member } from '../helpers/desires';

// What a hide tells the open screens: the desire or comment leaves everyone's but its owner's.

let t: TestApp;
let url: string;
let admin: Member;
let owner: Member;
let reader: Member;

const reportOf = async (as: Member, body: Record<string, unknown>) => (await call(t.app, 'POST', '/reports', as, body)).json<Report>();

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  url = await listenOnLoopback(t.app);
  admin = await makeAdmin(t);
  owner = await makeMember(t, 'Owner Olu');
  reader = await makeMember(t, 'Reader Rae');
});
afterAll(() => t.close());

describe('live events of a hide', () => {
  it('a hidden desire is removed from other readers\' screens; its owner gets it back with the reason; the reporter gets the notice', async () => {
    const desire = await createDesire(t.app, owner, { title: 'Spam wish', visibility: 'public' });
    const filed = await reportOf(reader, { targetType: 'desire', targetId: desire._id, reason: 'spam' });
    const [readerSocket, ownerSocket] = [await LiveClient.open(url, reader.token), await LiveClient.open(url, owner.token)];
    expect((await call(t.app, 'PATCH', `/admin/reports/${filed._id}`, admin, { action: 'hide' })).statusCode).toBe(200);

    await readerSocket.next('desire_removed', (e) => e.data.desireId === desire._id);
    const update = await ownerSocket.next('desire_update', (e) => (e.data as { desire: Desire }).desire._id === desire._id);
    expect((update.data as { desire: Desire }).desire.hiddenReason).toBe('Spam');
    const notice = await readerSocket.next('notification', (e) => e.data.type === 'report');
    expect(notice.data).toMatchObject({ fromUserId: null, message: 'Your report of a desire was resolved. Thank you for letting us know.' });
    await flushAll([readerSocket, ownerSocket]);
    expect(ownerSocket.of('desire_removed')).toHaveLength(0);
    expect(ownerSocket.of('notification')).toHaveLength(0);
    readerSocket.close();
    ownerSocket.close();
  });

  it('a hidden comment is deleted from every reader\'s screen but its author\'s', async () => {
    const desire = await createDesire(t.app, reader, { title: 'A kind wish', visibility: 'public' });
    const comment = (await call(t.app, 'POST', `/desires/${desire._id}/comments`, owner, { text: 'Rude words' })).json<Comment>();
    const filed = await reportOf(reader, { targetType: 'comment', targetId: comment._id, reason: 'harassment' });
    const [readerSocket, authorSocket] = [await LiveClient.open(url, reader.token), await LiveClient.open(url, owner.token)];
    expect((await call(t.app, 'PATCH', `/admin/reports/${filed._id}`, admin, { action: 'hide' })).statusCode).toBe(200);

    const removed = await readerSocket.next('comment_update', (e) => e.data.commentId === comment._id);
    expect(removed.data).toMatchObject({ action: 'deleted', postId: desire._id, comment: null });
    await flushAll([readerSocket, authorSocket]);
    expect(authorSocket.of('comment_update')).toHaveLength(0);
    readerSocket.close();
    authorSocket.close();
  });
});

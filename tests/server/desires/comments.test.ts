import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Desire } from '@contract/desire';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, createDesire, makeMembers, message, type Member } from '../helpers/desires';

let t: TestApp;
let owner: Member;
let a: Member;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  ({ owner, a } = await makeMembers(t, ['owner', 'a'] as const));
});
afterAll(() => t.close());

const comment = (desireId: string, who: Member | null, body: unknown) => call(t.app, 'POST', `/desires/${desireId}/comments`, who, body);

describe('comments', () => {
  it('adds a trimmed comment with its author embedded, answering 201', async () => {
    const desire = await createDesire(t.app, owner);
    const res = await comment(desire._id, a, { text: '   Go for it!  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json<Comment>()).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      userId: { _id: a.id, fullName: 'a', profileImage: null },
      postId: desire._id,
      text: 'Go for it!',
      createdAt: expect.any(String),
      hiddenReason: null,
    });
  });

  it('lists them oldest first and keeps commentsCount in step', async () => {
    const desire = await createDesire(t.app, owner);
    for (const text of ['first', 'second', 'third']) await comment(desire._id, text === 'second' ? owner : a, { text });
    const list = (await call(t.app, 'GET', `/desires/${desire._id}/comments`, null)).json<Comment[]>();
    expect(list.map((c) => [c.text, c.userId._id])).toEqual([
      ['first', a.id],
      ['second', owner.id],
      ['third', a.id],
    ]);
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, null)).json<Desire>().commentsCount).toBe(3);
  });

  it('takes 1 and 250 characters, and refuses empty, blank and 251 with the spec’s words', async () => {
    const desire = await createDesire(t.app, owner);
    expect((await comment(desire._id, a, { text: 'x' })).statusCode).toBe(201);
    expect((await comment(desire._id, a, { text: 'y'.repeat(250) })).statusCode).toBe(201);
    expect((await comment(desire._id, a, { text: `  ${'z'.repeat(250)}  ` })).statusCode).toBe(201);
    for (const text of ['', '    ', '\n\t']) {
      const res = await comment(desire._id, a, { text });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe('Comment cannot be empty');
    }
    const long = await comment(desire._id, a, { text: 'w'.repeat(251) });
    expect(long.statusCode).toBe(400);
    expect(message(long)).toBe('Comment must be 250 characters or less');
    for (const body of [{}, { text: 42 }, { text: null }, ['text']]) expect((await comment(desire._id, a, body)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/desires/${desire._id}`, null)).json<Desire>().commentsCount).toBe(3);
  });

  it('answers 401 without a session, 404 for an unknown desire, 400 for a bad id', async () => {
    const desire = await createDesire(t.app, owner);
    expect((await comment(desire._id, null, { text: 'hi' })).statusCode).toBe(401);
    expect((await comment('0123456789abcdef01234567', a, { text: 'hi' })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/desires/0123456789abcdef01234567/comments', a)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/desires/abc/comments', a)).statusCode).toBe(400);
  });

  it('keeps what members wrote as text, markup included', async () => {
    const desire = await createDesire(t.app, owner);
    const res = await comment(desire._id, a, { text: '<img src=x onerror=alert(1)>' });
    expect(res.json<Comment>().text).toBe('<img src=x onerror=alert(1)>');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@contract/user';
import { QueueFullError, WorkQueue } from '../../../server/src/lib/work-queue';
import { IMAGE_WAITING, IMAGE_WORKERS, ImageStore } from '../../../server/src/services/uploads';
import { createTestApp, nextClientAddress, type TestApp } from '../helpers/test-app';
import { call, makeMember } from '../helpers/desires';
import { multipart, pngBytes } from '../helpers/images';
import { bearer } from '../helpers/members';
import { gate } from './forms';

const FULL = 'Too many images are being processed right now. Please try again in a few seconds.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

/** Holds every image worker and fills the waiting line, until `open()`. */
function fillTheLine() {
  const held = gate();
  const { work } = t.app.images;
  const tasks = Array.from({ length: work.options.workers + work.options.waiting }, () => work.run(() => held.promise));
  return {
    open: async () => {
      held.open();
      await Promise.all(tasks);
    },
  };
}

async function upload(token: string) {
  const { payload, headers } = multipart({ name: 'a.png', type: 'image/png', bytes: await pngBytes() });
  return t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, ...bearer(token) }, remoteAddress: nextClientAddress() });
}

describe('the image work queue', () => {
  it('works one image at a time with a line of 8 as deployed', () => {
    expect(t.app.images.work.options).toMatchObject({ workers: IMAGE_WORKERS, waiting: IMAGE_WAITING });
    expect([IMAGE_WORKERS, IMAGE_WAITING]).toEqual([1, 8]);
  });

  it('answers 429 with Retry-After and a JSON message when the line is full, and takes images again once it moves', async () => {
    const member = await makeMember(t);
    const line = fillTheLine();
    try {
      const refused = await upload(member.token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: FULL });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

      // A data-URL image in a profile goes through the same line.
      const dataUrl = `data:image/png;base64,${(await pngBytes()).toString('base64')}`;
      const profile = await call(t.app, 'PATCH', '/users/profile', member, { profileImage: dataUrl });
      expect(profile.statusCode).toBe(429);
      expect(profile.headers['retry-after']).toBeDefined();
      expect((await call(t.app, 'GET', '/auth/me', member)).json<{ user: User }>().user.profileImage).toBeNull();
    } finally {
      await line.open();
    }
    expect((await upload(member.token)).statusCode).toBe(201);
  });

  it('lets an upload wait its turn while the line has room', async () => {
    const member = await makeMember(t);
    const held = gate();
    const running = t.app.images.work.run(() => held.promise);
    const waiting = upload(member.token);
    for (let i = 0; i < 200 && t.app.images.work.waiting === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(t.app.images.work.waiting).toBe(1);
    held.open();
    await running;
    expect((await waiting).statusCode).toBe(201);
  });

  it('takes its size from the store’s options', () => {
    const store = new ImageStore(t.database.db, t.uploadDir, { workers: 2, waiting: 0 });
    expect(store.work.options).toMatchObject({ workers: 2, waiting: 0 });
  });
});

describe('WorkQueue', () => {
  const queue = (workers: number, waiting: number) => new WorkQueue({ workers, waiting, fullMessage: 'full' });

  it('runs at most `workers` tasks at once, in the order they came', async () => {
    const q = queue(2, 10);
    let now = 0;
    let most = 0;
    const order: number[] = [];
    const task = (i: number) => async () => {
      most = Math.max(most, ++now);
      order.push(i);
      await new Promise((resolve) => setTimeout(resolve, 5));
      now--;
      return i;
    };
    const results = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => q.run(task(i))));
    expect(results).toEqual([0, 1, 2, 3, 4, 5]);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('refuses past the line with a 429 error at once, and frees the worker of a task that failed', async () => {
    const q = queue(1, 1);
    const held = gate();
    const first = q.run(async () => {
      await held.promise;
      throw new Error('broken image');
    });
    const second = q.run(async () => 'second');
    const third = q.run(async () => 'third');
    await expect(third).rejects.toBeInstanceOf(QueueFullError);
    await expect(third).rejects.toMatchObject({ statusCode: 429, message: 'full' });
    held.open();
    await expect(first).rejects.toThrow('broken image');
    expect(await second).toBe('second');
    expect([q.running, q.waiting]).toEqual([0, 0]);
    expect(await q.run(async () => 'again')).toBe('again');
  });

  it('estimates Retry-After from what is running and waiting, between 1 and 60 seconds', async () => {
    const q = queue(1, 100);
    expect(q.retryAfterSeconds()).toBe(1);
    const held = gate();
    const tasks = Array.from({ length: 5 }, () => q.run(() => held.promise));
    // Five tasks ahead at the first guess of a second each.
    expect(q.retryAfterSeconds()).toBe(5);
    held.open();
    await Promise.all(tasks);
  });
});

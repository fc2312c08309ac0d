import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { commentBodySchema, reactBodySchema, type Desire } from '@contract/desire';
import { updateSettingsBodySchema } from '@contract/settings';
import { contractBodyLimit, DEFAULT_BODY_LIMIT, MIN_BODY_LIMIT, patternMaxLength } from '../../server/src/lib/body-limits';
import { heldImageCount, holdImage, takeHeldImage } from '../../server/src/lib/held-images';
import { LONGER_THAN_FIELD, NOT_AN_IMAGE } from '../../server/src/lib/json-body';
import { TOO_LONG_TEXT } from '../../server/src/lib/json-shape';
import { createTestApp, nextClientAddress, type TestApp } from './helpers/test-app';
import { call, createDesire, makeMember, message, type Member } from './helpers/desires';

const PAYLOAD_TOO_LARGE = 'Payload too large: please send less data';

describe('a route takes the body its contract allows', () => {
  it('a comment a couple of kilobytes, with room for every character escaped; a reaction, a setting or no body one', () => {
    const comment = contractBodyLimit(commentBodySchema);
    expect(Buffer.byteLength(JSON.stringify({ text: 'é'.repeat(250) }).replace(/é/g, '\\u00e9'))).toBeLessThanOrEqual(comment);
    expect(comment).toBeLessThanOrEqual(4 * 1024);
    expect(contractBodyLimit(reactBodySchema)).toBe(MIN_BODY_LIMIT);
    expect(contractBodyLimit(updateSettingsBodySchema)).toBe(MIN_BODY_LIMIT);
    expect(contractBodyLimit(undefined)).toBe(MIN_BODY_LIMIT);
  });

  it('a body the contract does not bound takes the general limit, no more', () => {
    expect(contractBodyLimit(z.object({ ids: z.array(z.string()) }))).toBe(DEFAULT_BODY_LIMIT);
    expect(contractBodyLimit(z.object({ image: z.string().check(z.maxLength(14_000_000)) }))).toBe(DEFAULT_BODY_LIMIT);
  });

  it('reads the length of simple anchored patterns, and of no other', () => {
    expect(patternMaxLength('^[a-f0-9]{24}$')).toBe(24);
    expect(patternMaxLength('^#[0-9a-fA-F]{6}$')).toBe(7);
    expect(patternMaxLength('^[A-Za-z0-9_-]{87}$')).toBe(87);
    expect(patternMaxLength('^\\d{4}-\\d{2}(?:-\\d{2})?$')).toBeUndefined();
    expect(patternMaxLength('^[a-z]+$')).toBeUndefined();
  });
});

let t: TestApp;
let member: Member;
let base: URL;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  member = await makeMember(t, 'Body Sender');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** Every text JSON.parse is given from now on, by its length and whether it holds `marker`. */
function watchJsonParse(marker: string) {
  const parse = JSON.parse;
  const seen: { length: number; marked: boolean }[] = [];
  vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver?: Parameters<typeof JSON.parse>[1]) => {
    seen.push({ length: text.length, marked: text.includes(marker) });
    return parse(text, reviver);
  });
  return seen;
}

/**
 * Sends a comment body of `total` bytes over a real connection: with its Content-Length, the headers
 * alone first, and the body only if no answer came within a second; without one (chunked), 16 KB at
 * a time until the server answers. The answer, and how much of the body had gone out.
 */
function sendComment(desireId: string, total: number, marker: string, { contentLength }: { contentLength: boolean }) {
  const body = Buffer.from(`{"text":"${marker}${'x'.repeat(total - marker.length - 12)}"}`);
  return new Promise<{ status: number | 'closed'; message: string; sent: number }>((resolve) => {
    const request = http.request(new URL(`/api/desires/${desireId}/comments`, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}`, ...(contentLength ? { 'content-length': body.length } : {}) },
    });
    let sent = 0;
    let answered = false;
    request.once('response', (response) => {
      answered = true;
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () => {
        resolve({ status: response.statusCode ?? 0, message: (JSON.parse(text) as { message: string }).message, sent });
        request.destroy();
      });
    });
    request.once('error', () => {
      if (!answered) resolve({ status: 'closed', message: '', sent });
    });
    void (async () => {
      if (contentLength) {
        request.flushHeaders();
        await new Promise((r) => setTimeout(r, 1_000));
      }
      for (let at = 0; at < body.length && !answered && !request.destroyed; at += 16 * 1024) {
        sent += Math.min(16 * 1024, body.length - at);
        if (!request.write(body.subarray(at, at + 16 * 1024))) await new Promise((r) => request.once('drain', r));
        await new Promise((r) => setTimeout(r, 5));
      }
      if (!request.destroyed) request.end();
    })();
  });
}

/** Under the general 64 KB limit, past a comment's: only the route's own limit refuses it. */
const COMMENT_PAST_ITS_LIMIT = 60 * 1024;

describe('a body past its route limit', () => {
  it('is answered 413 by its Content-Length as its headers arrive, before any of it is sent, and never parsed', async () => {
    const desire = await createDesire(t.app, member, { title: 'Comment target' });
    const seen = watchJsonParse('comment-by-length');
    const answer = await sendComment(desire._id, COMMENT_PAST_ITS_LIMIT, 'comment-by-length', { contentLength: true });
    expect(answer).toEqual({ status: 413, message: PAYLOAD_TOO_LARGE, sent: 0 });
    expect(seen.filter((text) => text.marked)).toEqual([]);
  });

  it('without a Content-Length is counted as it arrives, answered 413 past the limit, and never parsed', async () => {
    const desire = await createDesire(t.app, member, { title: 'Comment target' });
    const seen = watchJsonParse('comment-by-count');
    const answer = await sendComment(desire._id, COMMENT_PAST_ITS_LIMIT, 'comment-by-count', { contentLength: false });
    expect(answer).toMatchObject({ status: 413, message: PAYLOAD_TOO_LARGE });
    expect(seen.filter((text) => text.marked)).toEqual([]);
  });

  it('and a body within it is still taken: a comment of 250 characters, every one escaped', async () => {
    const desire = await createDesire(t.app, member, { title: 'Comment target' });
    const payload = JSON.stringify({ text: 'é'.repeat(250) }).replace(/é/g, '\\u00e9');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/desires/${desire._id}/comments`,
      remoteAddress: nextClientAddress(),
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(201);
  });
});

/** A PNG of noise as a data URL of about 6.6 million characters (5 MB): a large cover a member may send. */
async function largeCoverDataUrl(): Promise<string> {
  const png = await sharp({ create: { width: 1290, height: 1290, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png({ compressionLevel: 0 }).toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('a large body a route allows', () => {
  it('a desire with a 6.6 M-character data URL cover is created, and JSON.parse never sees more than 64 KB of it', async () => {
    const cover = await largeCoverDataUrl();
    const seen = watchJsonParse('A large cover');
    const res = await call(t.app, 'POST', '/desires', member, { title: 'A large cover', coverImage: cover });
    expect(res.statusCode).toBe(201);
    expect(res.json<Desire>().coverImage).toMatch(/^\/uploads\/[a-f0-9]{24}\.png$/);
    // The body was parsed, without its data URL.
    expect(seen.filter((text) => text.marked).length).toBeGreaterThan(0);
    expect(Math.max(...seen.map((text) => text.length))).toBeLessThan(64 * 1024);
  }, 60_000);

  it('a desire with a large cover sent without a Content-Length is read as it grows, and created', async () => {
    const body = Buffer.from(JSON.stringify({ title: 'Sent in chunks', coverImage: await largeCoverDataUrl() }));
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(new URL('/api/desires', base), { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` } });
      request.once('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.once('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.once('error', reject);
      for (let at = 0; at < body.length; at += 256 * 1024) request.write(body.subarray(at, at + 256 * 1024));
      request.end();
    });
    expect(answer.status).toBe(201);
    expect((JSON.parse(answer.text) as Desire).coverImage).toMatch(/^\/uploads\/[a-f0-9]{24}\.png$/);
  }, 60_000);

  it('an image decoded from a body is held for its request only: taken once, or dropped when the request fails', async () => {
    const reference = holdImage('data:image/png;base64,', Buffer.from('bytes'));
    expect(takeHeldImage(reference)?.toString()).toBe('bytes');
    expect(takeHeldImage(reference)).toBeUndefined();

    const failed = await call(t.app, 'POST', '/desires', member, { title: 'No', coverImage: await largeCoverDataUrl() });
    expect({ status: failed.statusCode, message: message(failed) }).toEqual({ status: 400, message: 'Title must be at least 3 characters' });
    await vi.waitFor(() => expect(heldImageCount()).toBe(0));
  }, 60_000);

  it('a long string in an image field that is no image data URL is refused with 400 naming the field', async () => {
    const res = await call(t.app, 'POST', '/desires', member, { title: 'Not an image', coverImage: `https://example.com/${'a'.repeat(100_000)}` });
    expect(res.json()).toEqual({ message: NOT_AN_IMAGE, fieldErrors: { coverImage: [NOT_AN_IMAGE] } });
  });

  it('a long string in a field that takes no long text is refused with 400 naming the field, never parsed', async () => {
    const seen = watchJsonParse('t');
    const res = await call(t.app, 'POST', '/desires', member, { title: 't'.repeat(14_000_000) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: LONGER_THAN_FIELD, fieldErrors: { title: [LONGER_THAN_FIELD] } });
    expect(Math.max(0, ...seen.map((text) => text.length))).toBeLessThan(64 * 1024);
  });

  it('a long string anywhere but a top-level image field is refused with 400: nested, or as a key', async () => {
    const long = 'x'.repeat(100_000);
    for (const payload of [{ title: 'Nested', categories: [long] }, { title: 'Key', [long]: 1 }]) {
      const res = await call(t.app, 'POST', '/desires', member, payload);
      expect({ status: res.statusCode, message: message(res) }).toEqual({ status: 400, message: LONGER_THAN_FIELD });
    }
  });

  it('a long string with an escape or a character past ASCII is refused with 400 as it arrives', async () => {
    for (const cover of [`data:image/png;base64,${'QUFB'.repeat(10_000)}\\n`, `data:image/png;base64,${'QUFB'.repeat(10_000)}é`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/desires',
        remoteAddress: nextClientAddress(),
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
        payload: `{"title":"Escaped","coverImage":"${cover}"}`,
      });
      expect({ status: res.statusCode, message: message(res) }).toEqual({ status: 400, message: TOO_LONG_TEXT });
    }
  });

  it('more than 64 KB of text besides its image is refused with 413', async () => {
    const categories = Array.from({ length: 1_500 }, (_, i) => `category ${i} ${'c'.repeat(40)}`);
    const res = await call(t.app, 'POST', '/desires', member, { title: 'Too many words', categories });
    expect({ status: res.statusCode, message: message(res) }).toEqual({ status: 413, message: PAYLOAD_TOO_LARGE });
  });
});

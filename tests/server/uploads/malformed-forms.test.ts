import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { UploadResult } from '@contract/upload';
import { uploads } from '../../../server/src/db/schema';
import { cleanFileName, FILE_NAME_MAX } from '../../../server/src/lib/file-name';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeMember } from '../helpers/desires';
import { multipart, pngBytes } from '../helpers/images';
import { bearer } from '../helpers/members';
import { FILE_ROUTES, malformedForms, postForm } from './forms';

const MALFORMED = 'The upload was incomplete or malformed. Please try again.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

describe.each(FILE_ROUTES)('POST $url with a broken multipart form', ({ url, field }) => {
  it('answers 400 with a JSON message for each way of breaking it, never 5xx', async () => {
    const member = await makeMember(t);
    const forms = await malformedForms(field);
    for (const [how, form] of Object.entries(forms)) {
      const res = await postForm(t.app, url, member.token, form);
      expect({ how, status: res.statusCode }).toEqual({ how, status: 400 });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect({ how, body: res.json() }).toEqual({ how, body: { message: MALFORMED } });
    }
    // Nothing half-read was kept.
    expect(await t.database.db.select().from(uploads).where(eq(uploads.userId, member.id))).toEqual([]);
  });
});

describe('a well-formed form over a real connection', () => {
  it('is read whole however large, in the chunks a socket delivers', async () => {
    const member = await makeMember(t);
    // Noise does not compress: about 7 MB of PNG.
    const noise = Buffer.from(Array.from({ length: 1500 * 1500 * 3 }, (_, i) => (i * 2654435761) >>> 24));
    const bytes = await sharp(noise, { raw: { width: 1500, height: 1500, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(bytes.length).toBeGreaterThan(6 * 1024 * 1024);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'noise.png');
    const res = await fetch(`${base}/api/upload`, { method: 'POST', headers: bearer(member.token), body: form });
    expect(res.status).toBe(201);
    expect((await res.json()) as UploadResult).toMatchObject({ originalName: 'noise.png', format: 'png' });

    // The form the parser may choke on answers 400 here too (whether the socket's chunks trip the
    // parser or not), and the server goes on answering.
    const stuck = (await malformedForms('file'))['a large part without a Content-Disposition']!;
    const refused = await fetch(`${base}/api/upload`, { method: 'POST', headers: { 'content-type': stuck.contentType, ...bearer(member.token) }, body: new Uint8Array(stuck.body) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: expect.any(String) });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});

describe('the original file name', () => {
  async function uploadNamed(name: string) {
    const member = await makeMember(t);
    const { payload, headers } = multipart({ name, type: 'image/png', bytes: await pngBytes() });
    const res = await t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, ...bearer(member.token) } });
    expect(res.statusCode).toBe(201);
    const answer = res.json<UploadResult>();
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, answer.public_id));
    return { answer: answer.originalName, stored: row?.originalName };
  }

  it('is stored without control characters (NUL included) or bidirectional overrides', async () => {
    const { answer, stored } = await uploadNamed('holiday\u0000\u0001\u0007\u007f\u009b\u202egpj.exe\u2066 \u200f(1)\u2069.png');
    expect(stored).toBe('holidaygpj.exe (1).png');
    expect(answer).toBe(stored);
  });

  it('falls back to "image" when nothing printable is left, and keeps ordinary names as they are', async () => {
    expect((await uploadNamed('\u0001\u202e\u2069')).stored).toBe('image');
    expect((await uploadNamed('Été à Paris 😀.png')).stored).toBe('Été à Paris 😀.png');
  });

  it('is cut to 255 characters without splitting one in two, and loses lone surrogates', () => {
    expect(cleanFileName(`${'a'.repeat(FILE_NAME_MAX - 1)}😀😀.png`)).toBe(`${'a'.repeat(FILE_NAME_MAX - 1)}😀`);
    expect(cleanFileName('half\ud800 of\udc00 a pair 😀.png')).toBe('half of a pair 😀.png');
    expect(cleanFileName('  \u2028\u2029\ufeff  ')).toBe('image');
  });
});

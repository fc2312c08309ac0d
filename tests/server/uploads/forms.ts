import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { multipart, pngBytes } from '../helpers/images';
import { bearer } from '../helpers/members';
import { nextClientAddress } from '../helpers/test-app';

/** The three routes that take a file, with the field each expects. */
export const FILE_ROUTES = [
  { url: '/api/upload', field: 'file' },
  { url: '/api/upload-image', field: 'image' },
  { url: '/api/users/banner', field: 'bannerImage' },
] as const;

export interface RawForm {
  contentType: string;
  body: Buffer;
}

/** A well-formed form with one PNG under `field`, as raw bytes to break in various ways. */
export async function goodForm(field: string, name = 'photo.png'): Promise<RawForm & { boundary: string }> {
  const { payload, headers } = multipart({ field, name, type: 'image/png', bytes: await pngBytes(32) });
  const contentType = headers['content-type'];
  return { contentType, body: payload, boundary: contentType.slice(contentType.indexOf('boundary=') + 'boundary='.length) };
}

/** Every way the issue and the parser know of to send a broken multipart form. */
export async function malformedForms(field: string): Promise<Record<string, RawForm>> {
  const good = await goodForm(field);
  const headerEnd = good.body.indexOf('\r\n\r\n');
  const part = (headers: string) => Buffer.from(`--${good.boundary}\r\n${headers}\r\n\r\nvalue\r\n--${good.boundary}--\r\n`);
  return {
    'no boundary': { contentType: 'multipart/form-data', body: good.body },
    'a wrong boundary': { contentType: 'multipart/form-data; boundary=not-the-one-used', body: good.body },
    'a boundary longer than the standard allows': { contentType: `multipart/form-data; boundary=${'b'.repeat(200)}`, body: good.body },
    'a body cut short in the file': { contentType: good.contentType, body: good.body.subarray(0, good.body.length - 40) },
    'a body cut short in the part headers': { contentType: good.contentType, body: good.body.subarray(0, headerEnd - 10) },
    'a body that is not multipart at all': { contentType: good.contentType, body: Buffer.from('{"image":"nothing here"}') },
    'a field named __proto__': { contentType: good.contentType, body: part('Content-Disposition: form-data; name="__proto__"') },
    // The parser skips such a part and, when it is large, stops reading for good.
    'a large part without a Content-Disposition': {
      contentType: good.contentType,
      body: Buffer.concat([Buffer.from(`--${good.boundary}\r\nX-Note: no disposition\r\n\r\n`), Buffer.alloc(1024 * 1024, 7), Buffer.from(`\r\n--${good.boundary}--\r\n`)]),
    },
  };
}

export function postForm(app: FastifyInstance, url: string, token: string, form: RawForm) {
  return app.inject({ method: 'POST', url, payload: form.body, headers: { 'content-type': form.contentType, ...bearer(token) }, remoteAddress: nextClientAddress() });
}

/** A GIF of `frames` frames of width × height (kept even though they are alike): tiny on disk, big once decoded. */
export function animatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  return sharp({ create: { width, height: height * frames, channels: 3, background: '#6d5efc', pageHeight: height } })
    .gif({ keepDuplicateFrames: true, effort: 1, dither: 0, delay: Array<number>(frames).fill(100) })
    .toBuffer();
}

/** A promise to settle by hand: holds the image worker for as long as a test needs. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../../server/src/config';
import { DECODE_SLICE_CHARS, decodeBase64InPlace, detectImageFormat, decodeImageDataUrl } from '../../server/src/lib/image-format';
import { newId, newToken } from '../../server/src/lib/ids';
import { nextTurn } from '../../server/src/lib/turns';
import { generateCode } from '../../server/src/services/one-time-codes';
import { hashPassword, verifyPassword } from '../../server/src/services/passwords';
import { codeMail } from '../../server/src/services/auth-mail';

describe('detectImageFormat', () => {
  const bytes = (...b: number[]) => Uint8Array.from([...b, ...new Array(16).fill(0)]);
  it('knows JPEG, PNG, WebP and GIF by their first bytes', () => {
    expect(detectImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectImageFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectImageFormat(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe('webp');
    expect(detectImageFormat(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBe('gif');
  });
  it('refuses everything else, including look-alikes', () => {
    expect(detectImageFormat(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImageFormat(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x41, 0x56, 0x49, 0x20))).toBeNull(); // RIFF AVI
    expect(detectImageFormat(bytes(0x47, 0x49, 0x46, 0x38, 0x38, 0x61))).toBeNull();
    expect(detectImageFormat(new Uint8Array())).toBeNull();
  });
  it('decodes image data URLs and nothing else', async () => {
    expect((await decodeImageDataUrl('data:image/png;base64,iVBORw0KGgo='))?.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(await decodeImageDataUrl('data:text/html;base64,PGgxPg==')).toBeNull();
    expect(await decodeImageDataUrl('https://example.com/a.png')).toBeNull();
    expect(await decodeImageDataUrl('data:image/png;base64,')).toBeNull();
  });

  it('decodes a data URL of several slices to the same bytes as at once', async () => {
    const bytes = randomBytes(Math.round(DECODE_SLICE_CHARS * 2.3));
    const decoded = await decodeImageDataUrl(`data:image/png;base64,${bytes.toString('base64')}`);
    expect(decoded?.equals(bytes)).toBe(true);
  });

  it('decodes base64 given as bytes in place, a slice at a time, as Node decodes it at once: either alphabet, and bytes outside it passed over', async () => {
    for (const length of [0, 1, 2, 3, 4, DECODE_SLICE_CHARS + 1, Math.round(DECODE_SLICE_CHARS * 2.3)]) {
      const bytes = randomBytes(length);
      for (const text of [bytes.toString('base64'), bytes.toString('base64url')]) {
        const given = Buffer.from(`${text}"}`).subarray(0, text.length);
        const decoded = await decodeBase64InPlace(given);
        expect(decoded.equals(bytes), `${length} bytes as ${text.slice(0, 8)}…`).toBe(true);
        // Within its own text: what follows in the body is left as it was.
        expect(decoded.buffer === given.buffer && Buffer.from(given.buffer, given.byteOffset + text.length, 2).toString()).toBe('"}');
      }
    }
    const spaced = 'aGVs bG8g\nd29y bGQ=';
    expect((await decodeBase64InPlace(Buffer.from(spaced))).toString()).toBe(Buffer.from(spaced, 'base64').toString());
  });
});

describe('nextTurn', () => {
  it('lets one waiter go on per turn of the event loop: what else is queued runs between two waiters', async () => {
    const order: string[] = [];
    const first = nextTurn().then(() => order.push('first waiter'));
    const second = nextTurn().then(() => order.push('second waiter'));
    setImmediate(() => order.push('other work'));
    await Promise.all([first, second]);
    expect(order).toEqual(['first waiter', 'other work', 'second waiter']);
  });
});

describe('ids, tokens and codes', () => {
  it('ids are 24 hex characters that sort by creation time', () => {
    const a = newId(new Date('2025-01-01T00:00:00Z'));
    const b = newId(new Date('2025-06-01T00:00:00Z'));
    expect(a).toMatch(/^[a-f0-9]{24}$/);
    expect(a < b).toBe(true);
  });
  it('tokens are 32 random bytes in base64url', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
  });
  it('codes are always 6 digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(/^\d{6}$/);
  });
});

describe('passwords', () => {
  it('are hashed with argon2id at 19 MiB, 2 passes, 1 lane, and verified', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});

describe('code mail', () => {
  it('carries the code, and for a reset the link', () => {
    const signup = codeMail({ to: 'a@example.com', type: 'signup', code: '012345' });
    expect(signup.text).toContain('Your verification code is 012345.');
    const reset = codeMail({ to: 'a@example.com', type: 'password_reset', code: '999999', resetLink: 'http://x/auth?mode=reset' });
    expect(reset.text).toContain('999999');
    expect(reset.text).toContain('http://x/auth?mode=reset');
  });
});

describe('loadConfig', () => {
  it('has the defaults the README names: port 5000, PGlite in ./data, demo data on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.dataDir).toMatch(/data$/);
    expect(config.uploadDir).toMatch(/data[/\\]uploads$/);
    expect(config.seedDemo).toBe(true);
    expect(config.mail.devOutbox).toBe(false);
    expect(config.publicUrl).toBe('http://localhost:5000');
  });
  it('reads every variable', () => {
    // DEV_OUTBOX is read in config.test.ts: it refuses the public PUBLIC_URL and TRUST_PROXY below.
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@h/db',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SEED_DEMO: '0',
      RATE_LIMIT_FACTOR: '20',
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'long password',
      PUBLIC_URL: 'https://wishwell.example/',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      database: { url: 'postgres://u@h/db' },
      corsOrigins: ['https://a.example', 'https://b.example'],
      seedDemo: false,
      rateLimitFactor: 20,
      admin: { email: 'root@example.com', password: 'long password' },
      publicUrl: 'https://wishwell.example',
      trustProxy: true,
    });
  });
  it('refuses bad values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD go together/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(ConfigError);
  });
});

import { ZipFile } from 'yazl';
import { EXPORT_FORMAT_VERSION } from '@contract/export';
import type { ImportResult } from '@contract/import';
import type { Member } from '../helpers/desires';
import { multipart } from '../helpers/images';
import { nextClientAddress, type TestApp } from '../helpers/test-app';

/** A zip of these files, as yazl (the export's own writer) makes it. */
export function zipOf(files: Record<string, Buffer | string | object>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(files)) {
    const bytes = Buffer.isBuffer(content) ? content : Buffer.from(typeof content === 'string' ? content : JSON.stringify(content));
    zip.addBuffer(bytes, name);
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * A zip with a file under a name yazl would refuse to write (`../x`, `/etc/x`): written under a
 * harmless name of the same length, then renamed in its local header and in the directory.
 */
export async function zipWithName(files: Record<string, Buffer | string | object>, hostile: string, content = 'x'): Promise<Buffer> {
  const stand = `n${'a'.repeat(hostile.length - 1)}`;
  const zip = await zipOf({ ...files, [stand]: content });
  const out = Buffer.from(zip);
  const from = Buffer.from(stand);
  for (let at = out.indexOf(from); at >= 0; at = out.indexOf(from, at + 1)) out.write(hostile, at, 'utf8');
  return out;
}

/** Changes what the zip's central directory says of one file (its unpacked size, its flags), as a hostile zip would. */
export function patchDirectory(zip: Buffer, name: string, change: { uncompressedSize?: number; flags?: number }): Buffer {
  const out = Buffer.from(zip);
  for (let at = out.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; at = out.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)) {
    const nameLength = out.readUInt16LE(at + 28);
    if (out.subarray(at + 46, at + 46 + nameLength).toString('utf8') !== name) continue;
    if (change.uncompressedSize !== undefined) out.writeUInt32LE(change.uncompressedSize, at + 24);
    if (change.flags !== undefined) out.writeUInt16LE(out.readUInt16LE(at + 8) | change.flags, at + 8);
    return out;
  }
  throw new Error(`${name} is not in the zip`);
}

const head = { formatVersion: EXPORT_FORMAT_VERSION };
const when = '2026-01-02T03:04:05.000Z';

/** A desire of desires.json with everything an export writes. */
export function exportDesire(id: string, title: string, more: Record<string, unknown> = {}) {
  return {
    id,
    title,
    description: null,
    estimatedCost: null,
    coverImage: null,
    categories: [],
    visibility: 'public',
    sharedWith: [],
    status: 'desire',
    sourceUrl: null,
    eventName: null,
    fulfillmentType: null,
    surprise: false,
    revealedAt: null,
    price: null,
    occasionId: null,
    createdAt: when,
    updatedAt: when,
    comments: [],
    reactions: [],
    ...more,
  };
}

/** An export's files holding these desires (and whatever else is given). */
export const exportFiles = (desires: object[], more: Record<string, object | Buffer | string> = {}) => ({ 'desires.json': { ...head, desires }, ...more });
export const wrapped = (key: string, items: unknown[]) => ({ ...head, [key]: items });

/** POST /api/me/import with one file in the form, from an address of its own. */
export function importFile(t: TestApp, who: Member | null, bytes: Buffer, name = 'my-data.zip', type = 'application/zip', field = 'file') {
  const { payload, headers } = multipart({ field, name, type, bytes });
  return t.app.inject({ method: 'POST', url: '/api/me/import', headers: { ...headers, ...(who ? { authorization: `Bearer ${who.token}` } : {}) }, payload, remoteAddress: nextClientAddress() });
}

export const resultOf = (res: { statusCode: number; body: string; json: <T>() => T }) => {
  if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
  return res.json<ImportResult>();
};

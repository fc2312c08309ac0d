import { promisify } from 'node:util';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { importLimits, IMPORT_MESSAGES } from '@contract/import';
import { badRequest } from '../../lib/http-error';

/** A zip's files by name (under its one folder, if the zip was made of a folder), read on demand. */
export interface ZipReader {
  names: ReadonlySet<string>;
  /** The file's bytes, at most `maxBytes` of them (past that: 400 "too large once unpacked"). */
  read: (name: string, maxBytes?: number) => Promise<Buffer>;
}

const openBuffer = promisify<Buffer, yauzl.Options, ZipFile>(yauzl.fromBuffer);

/** yauzl's own checks of a file name (absolute, `..`, a backslash, with strictFileNames). */
const UNSAFE_NAME = /^(invalid relative path|absolute path|invalid characters in fileName)/;

/** Folders that zip tools add beside the files (macOS), never read. */
const IGNORED = /^__MACOSX\/|(^|\/)\.DS_Store$/;

/**
 * Opens a zip held in memory and lists its files from the central directory before anything is
 * unpacked: too many files, a name that leads outside the zip's folder, an encrypted file or a total
 * past the unpacked limit is refused at once (400), so a zip bomb costs no inflating. Every read is
 * then checked against the size the directory declared (validateEntrySizes) and its own cap.
 */
export async function openZip(bytes: Buffer): Promise<ZipReader> {
  let zip: ZipFile;
  try {
    zip = await openBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true, autoClose: false });
  } catch {
    throw badRequest(IMPORT_MESSAGES.unreadable);
  }
  if (zip.entryCount > importLimits.zipEntriesMax) throw badRequest(IMPORT_MESSAGES.tooManyEntries);
  const entries = await listEntries(zip);
  const names = new Map<string, Entry>();
  const prefix = folderOf([...entries.keys()]);
  for (const [name, entry] of entries) if (name.startsWith(prefix)) names.set(name.slice(prefix.length), entry);

  return {
    names: new Set(names.keys()),
    read: async (name, maxBytes = importLimits.zipEntryMaxBytes) => {
      const entry = names.get(name);
      if (!entry) throw new Error(`No ${name} in the zip`);
      if (entry.uncompressedSize > maxBytes) throw badRequest(IMPORT_MESSAGES.tooLarge);
      return readEntry(zip, entry, maxBytes);
    },
  };
}

function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    let unpacked = 0;
    zip.on('error', (error: Error) => reject(badRequest(UNSAFE_NAME.test(error.message) ? IMPORT_MESSAGES.pathOutside : IMPORT_MESSAGES.unreadable)));
    zip.on('entry', (entry: Entry) => {
      if (entry.isEncrypted()) return reject(badRequest(IMPORT_MESSAGES.encrypted));
      unpacked += entry.uncompressedSize;
      if (unpacked > importLimits.zipUnpackedMaxBytes) return reject(badRequest(IMPORT_MESSAGES.tooLarge));
      if (!entry.fileName.endsWith('/') && !IGNORED.test(entry.fileName)) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.readEntry();
  });
}

/**
 * The folder the export's files sit in: none for a zip as the server makes it, or the one folder a
 * member's own zip tool put them in ("my-data/desires.json").
 */
function folderOf(names: string[]): string {
  if (names.includes('desires.json')) return '';
  const nested = names.filter((name) => /^[^/]+\/desires\.json$/.test(name));
  return nested.length === 1 ? nested[0]!.slice(0, -'desires.json'.length) : '';
}

function readEntry(zip: ZipFile, entry: Entry, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(badRequest(IMPORT_MESSAGES.unreadable));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          stream.destroy();
          reject(badRequest(IMPORT_MESSAGES.tooLarge));
          return;
        }
        chunks.push(chunk);
      });
      // A file that unpacks to more than the directory said (a bomb lying about its size), or fails to inflate.
      stream.on('error', (cause: Error) => reject(badRequest(/too many bytes/i.test(cause.message) ? IMPORT_MESSAGES.tooLarge : IMPORT_MESSAGES.unreadable)));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

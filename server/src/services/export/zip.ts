import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { EXPORT_FILES, EXPORT_FORMAT_VERSION, EXPORT_IMAGES_FOLDER } from '@contract/export';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { getSettings } from '../settings';
import { exportChats, exportMessages } from './chats';
import { exportDesires } from './desires';
import { exportCategories, exportFollows, exportImages, exportOccasions, exportPledges, exportSaved } from './lists';
import { jsonText } from './pager';
import { readmeText } from './readme';

export interface ExportOptions {
  db: Database;
  uploadDir: string;
  memberId: string;
  now?: Date;
  /** Rows read at a time (tests make it small). */
  pageSize?: number;
}

const pretty = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The member's data as a zip stream. The small files are written at once; each list is read a page
 * at a time as the zip writes it, and the images are read from disk one by one, so that neither the
 * account nor the zip is ever whole in memory. Entries go in a fixed order: README first.
 */
export async function exportZip({ db, uploadDir, memberId, now = new Date(), pageSize }: ExportOptions): Promise<Readable> {
  const [user] = await db.select().from(users).where(eq(users.id, memberId)).limit(1);
  if (!user) throw new Error('No such member');
  const settings = await getSettings(db, memberId);
  const head = { formatVersion: EXPORT_FORMAT_VERSION };
  const zip = new ZipFile();
  const options = { mtime: now };

  zip.addBuffer(Buffer.from(readmeText(now)), EXPORT_FILES.readme, options);
  zip.addBuffer(
    pretty({
      ...head,
      exportedAt: now.toISOString(),
      profile: {
        id: user.id,
        email: user.email,
        fullName: user.fullName,
        bio: user.bio,
        profileImage: user.profileImage,
        bannerImage: user.bannerImage,
        isPublic: user.isPublic,
        isVerified: user.isVerified,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
      },
    }),
    EXPORT_FILES.profile,
    options,
  );
  zip.addBuffer(pretty({ ...head, settings }), EXPORT_FILES.settings, options);
  // yazl pipes an entry's stream without listening for its errors: a failed read (the database gone,
  // a file gone) ends the zip stream with the error, and a client that leaves ends the entry's reads.
  const reading = new Set<Readable>();
  const entry = (stream: Readable) => {
    reading.add(stream);
    stream.once('error', (error) => zip.outputStream.destroy(error)).once('close', () => reading.delete(stream));
    return stream;
  };
  zip.on('error', (error: Error) => zip.outputStream.destroy(error));
  zip.outputStream.once('close', () => {
    for (const stream of reading) stream.destroy();
  });
  const file = (name: string, arrays: Record<string, () => AsyncIterable<unknown[]>>) => zip.addReadStreamLazy(name, options, (give) => give(null, entry(Readable.from(jsonText(head, arrays)))));
  file(EXPORT_FILES.desires, { desires: () => exportDesires(db, memberId, pageSize) });
  file(EXPORT_FILES.categories, { categories: () => exportCategories(db, memberId, pageSize) });
  file(EXPORT_FILES.saved, { saved: () => exportSaved(db, memberId, pageSize) });
  file(EXPORT_FILES.follows, { following: () => exportFollows(db, memberId, 'following', pageSize), followers: () => exportFollows(db, memberId, 'followers', pageSize) });
  file(EXPORT_FILES.occasions, { occasions: () => exportOccasions(db, memberId, pageSize) });
  file(EXPORT_FILES.pledges, { pledges: () => exportPledges(db, memberId, pageSize) });
  file(EXPORT_FILES.chats, { chats: () => exportChats(db, memberId, pageSize), messages: () => exportMessages(db, memberId, pageSize) });
  file(EXPORT_FILES.images, { images: () => exportImages(db, memberId, pageSize) });

  // The image files: their names are listed now (a page at a time); each is opened only when its turn comes.
  for await (const page of exportImages(db, memberId, pageSize)) {
    for (const image of page) {
      const where = path.join(uploadDir, path.basename(image.fileName));
      const found = await stat(where).catch(() => null);
      if (!found?.isFile()) continue; // listed but gone from the disk: the list still names it
      zip.addReadStreamLazy(`${EXPORT_IMAGES_FOLDER}${path.basename(image.fileName)}`, { mtime: new Date(image.createdAt), compress: false, size: found.size }, (give) => give(null, entry(createReadStream(where))));
    }
  }
  zip.end();
  return zip.outputStream as Readable;
}


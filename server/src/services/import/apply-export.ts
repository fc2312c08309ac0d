import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { ImportResult } from '@contract/import';
import type { Database } from '../../db/client';
import { categories, desires, uploads } from '../../db/schema';
import { newId } from '../../lib/ids';
import { ensureDefaultCategories } from '../categories/store';
import { normaliseCategories } from '../desires/commands';
import { UPLOAD_URL_PREFIX, uploadUrl, type ImageStore } from '../uploads';
import { importFollows, importSaved } from './apply-people';
import { PendingImages } from './images';
import { alreadyImported, chunks, lockMemberImports, recordImported, Tally } from './ledger';
import type { ExportContents } from './read-export';

export interface ImportDeps {
  db: Database;
  images: ImageStore;
  /** Runs last inside the transaction (tests make it fail, to see that nothing stays). */
  beforeCommit?: (tx: Database) => Promise<void>;
}

type ExportDesire = ExportContents['desires'][number];

/** A desire holds at most this many category names (contract/desire.ts). */
const CATEGORIES_MAX = 20;

/** The file name an exported cover points at (`/uploads/x.png`, or an address ending so), or null. */
function coverName(cover: string | null): string | null {
  if (!cover) return null;
  let pathname = cover;
  try {
    pathname = new URL(cover, 'http://local').pathname;
  } catch {
    return null;
  }
  return pathname.startsWith(UPLOAD_URL_PREFIX) ? path.posix.basename(pathname) : null;
}

/**
 * The images the new desires use as covers, listed in images.json and held in the zip, stored as
 * uploads are (before the transaction, since re-encoding takes a while), by their name in the zip.
 * Those of an earlier import of the same zip are the member's already.
 */
async function coverImages(deps: ImportDeps, memberId: string, contents: ExportContents, fresh: ExportDesire[], pending: PendingImages, tally: Tally) {
  const listed = new Map(contents.images.map((image) => [image.fileName, image]));
  const wanted = [...new Set(fresh.map((d) => coverName(d.coverImage)).filter((name): name is string => name !== null && listed.has(name)))];
  const covers = await alreadyImported(deps.db, memberId, 'image', wanted);
  tally.skip('images', 'already_imported', covers.size);
  for (const name of wanted.filter((n) => !covers.has(n))) {
    const bytes = await contents.imageBytes(name);
    const image = bytes ? await pending.add(bytes, listed.get(name)!.originalName, 'cover') : null;
    if (image) covers.set(name, image.fileName);
    else tally.skip('images', 'image_unreadable');
  }
  return covers;
}

function desireRow(memberId: string, d: ExportDesire, extraNames: readonly string[], covers: ReadonlyMap<string, string>) {
  const cover = coverName(d.coverImage);
  const local = cover ? covers.get(cover) : undefined;
  return {
    id: newId(new Date(d.createdAt)),
    userId: memberId,
    title: d.title.trim(),
    description: d.description?.trim() || null,
    estimatedCost: d.estimatedCost?.trim() || null,
    eventName: d.eventName?.trim() || null,
    coverImage: local ? uploadUrl({ fileName: local }) : null,
    categories: normaliseCategories([...d.categories, ...extraNames]).slice(0, CATEGORIES_MAX),
    // Whom a custom desire was shared with are members of the other server: here it is the member's own.
    visibility: d.visibility === 'custom' ? ('private' as const) : d.visibility,
    status: d.status,
    sourceUrl: d.sourceUrl?.trim() || null,
    fulfillmentType: d.fulfillmentType,
    surprise: d.surprise,
    revealedAt: d.revealedAt ? new Date(d.revealedAt) : null,
    priceCents: d.price?.cents ?? null,
    priceCurrency: d.price?.currency.trim().toUpperCase() ?? null,
    createdAt: new Date(d.createdAt),
    updatedAt: new Date(d.updatedAt),
  };
}

/**
 * Brings an export's desires (with their covers), categories (with their desires), saved desires and
 * follows into the member's account in one transaction: any failure leaves nothing, the images
 * written for it included. Items of an earlier import of the same zip are skipped and counted.
 */
export async function applyExport(deps: ImportDeps, memberId: string, contents: ExportContents): Promise<ImportResult> {
  const tally = new Tally();
  const known = await alreadyImported(deps.db, memberId, 'desire', contents.desires.map((d) => d.id));
  const pending = new PendingImages(deps.images);
  try {
    const covers = await coverImages(deps, memberId, contents, contents.desires.filter((d) => !known.has(d.id)), pending, tally);
    await deps.db.transaction(async (tx) => {
      await lockMemberImports(tx, memberId);
      const before = await alreadyImported(tx, memberId, 'desire', contents.desires.map((d) => d.id));
      const fresh = contents.desires.filter((d) => !before.has(d.id));
      tally.skip('desires', 'already_imported', contents.desires.length - fresh.length);

      for (const part of chunks(pending.written)) await tx.insert(uploads).values(part.map((image) => ({ ...image, userId: memberId })));
      await recordImported(tx, memberId, 'image', [...covers].map(([sourceId, localId]) => ({ sourceId, localId })));

      // Categories first: a desire listed in a category takes its name, which is how it belongs to it.
      const extraNames = new Map<string, string[]>();
      for (const category of contents.categories) for (const id of category.desireIds) extraNames.set(id, [...(extraNames.get(id) ?? []), category.name]);
      await importCategories(tx, memberId, contents.categories, tally);

      const rows = fresh.map((d) => desireRow(memberId, d, extraNames.get(d.id) ?? [], covers));
      for (const part of chunks(rows, 200)) await tx.insert(desires).values(part);
      await recordImported(tx, memberId, 'desire', fresh.map((d, i) => ({ sourceId: d.id, localId: rows[i]!.id })));
      tally.add('desires', rows.length);
      tally.add('images', pending.written.length);

      // Follows before saved desires: a followers-only desire of someone followed is then visible.
      await importFollows(tx, memberId, contents.following, tally);
      const copies = new Map([...before, ...fresh.map((d, i) => [d.id, rows[i]!.id] as const)]);
      await importSaved(tx, memberId, contents.saved, copies, tally);
      await deps.beforeCommit?.(tx);
    });
  } catch (error) {
    await pending.discard();
    throw error;
  }
  return tally.result('zip');
}

/**
 * Each category as a private one of the member's (whom it was shared with are members elsewhere);
 * one whose name the member has already (a default one, or the same zip again) is that one.
 */
async function importCategories(tx: Database, memberId: string, list: ExportContents['categories'], tally: Tally): Promise<void> {
  await ensureDefaultCategories(tx, memberId);
  const before = await alreadyImported(tx, memberId, 'category', list.map((c) => c.id));
  const made: { sourceId: string; localId: string }[] = [];
  for (const category of list) {
    if (before.has(category.id)) {
      tally.skip('categories', 'already_imported');
      continue;
    }
    const name = category.name.trim();
    const [row] = await tx
      .insert(categories)
      .values({ id: newId(), userId: memberId, name, nameKey: sql`lower(${name})`, description: category.description?.trim() || null, color: category.color, icon: category.icon?.trim() || null, visibility: 'private', createdAt: new Date(category.createdAt) })
      .onConflictDoNothing()
      .returning({ id: categories.id });
    if (row) {
      tally.add('categories');
      made.push({ sourceId: category.id, localId: row.id });
      continue;
    }
    tally.skip('categories', 'already_there');
    const [same] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.userId, memberId), eq(categories.nameKey, sql`lower(${name})`)))
      .limit(1);
    if (same) made.push({ sourceId: category.id, localId: same.id });
  }
  await recordImported(tx, memberId, 'category', made);
}

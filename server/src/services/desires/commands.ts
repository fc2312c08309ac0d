import { eq } from 'drizzle-orm';
import type { DesireBody, Desire, Visibility } from '@contract/desire';
import { desireLimits } from '@contract/limits';
import type { Database } from '../../db/client';
import { desires, type DesireRow } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { LivePublisher } from '../../live/publisher';
import { resolveImageRef } from '../image-refs';
import { getSettings } from '../settings';
import type { ImageStore } from '../uploads';
import { findOwnDesire } from './access';
import { publishDesire, publishDesireDeleted, publishDesireEdit, removalAudiences } from './events';
import { committedRecord } from './queries';
import { toDesireFor } from './saved-flags';
import { toDesire } from './serialise';
import { replaceShares, resolveShareList, SHARE_WITH_SOMEONE, shareCount } from './sharing';
import { readersOf } from '../visibility/desires';
import { editedGifting, lockedDesire, newDesireGifting } from '../gifting/desire-fields';
import { writeRevealNotice } from '../gifting/reveal';
import { NoticeOutbox } from '../notifications';
import type { ReaderSets } from '../visibility/reader';

/** The body after the contract's parsing (strings trimmed). */
export type DesireInput = DesireBody;

/** Trimmed (by the contract), without blanks, and each name once whatever its case; first spelling wins. */
export function normaliseCategories(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept;
}

/** Optional text: absent stays absent (undefined), blank becomes null. */
const optionalText = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

async function coverImage(images: ImageStore, userId: string, value: string | null | undefined): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  return resolveImageRef(images, { userId, value, uploadType: 'cover', maxChars: desireLimits.coverImageDataUrlMax });
}

export async function createDesire(db: Database, live: LivePublisher, images: ImageStore, ownerId: string, body: DesireInput): Promise<Desire> {
  const settings = body.visibility === undefined || body.surprise === undefined ? await getSettings(db, ownerId) : null;
  const visibility: Visibility = body.visibility ?? settings!.defaultVisibility;
  const gifting = await newDesireGifting(db, ownerId, body, settings?.surpriseByDefault ?? false);
  const shareWith = visibility === 'custom' ? await resolveShareList(db, ownerId, body.sharedWith ?? []) : [];
  if (visibility === 'custom' && shareWith.length === 0) throw badRequest(SHARE_WITH_SOMEONE);
  const cover = (await coverImage(images, ownerId, body.coverImage)) ?? null;
  const now = new Date();
  const id = newId(now);
  await db.transaction(async (tx) => {
    await tx.insert(desires).values({
      id,
      userId: ownerId,
      title: body.title.trim(),
      description: optionalText(body.description) ?? null,
      estimatedCost: optionalText(body.estimatedCost) ?? null,
      eventName: optionalText(body.eventName) ?? null,
      coverImage: cover,
      categories: normaliseCategories(body.categories ?? []),
      visibility,
      sourceUrl: optionalText(body.sourceUrl) ?? null,
      ...gifting,
      createdAt: now,
      updatedAt: now,
    });
    if (shareWith.length > 0) await replaceShares(tx, id, shareWith);
  });
  const record = await committedRecord(db, id);
  await publishDesire(db, live, record, { type: 'new_desire' });
  // Nobody can have saved a desire that did not exist a moment ago.
  return toDesire(record, ownerId, false);
}

/** Replaces what the body names; absent fields stay as they are. */
export async function updateDesire(db: Database, live: LivePublisher, images: ImageStore, ownerId: string, id: string, body: DesireInput, readerSets: ReaderSets): Promise<Desire> {
  const current = await findOwnDesire(db, id, ownerId, 'You can only edit your own desires');
  // Who could see it before the edit: those who lose it are told it left.
  const before = await readersOf(db, current);
  const visibility = body.visibility ?? current.visibility;
  // undefined: keep the share list as it is.
  let shareWith: string[] | undefined;
  if (visibility !== 'custom') {
    shareWith = current.visibility === 'custom' ? [] : undefined;
  } else if (body.sharedWith !== undefined) {
    shareWith = await resolveShareList(db, ownerId, body.sharedWith);
    if (shareWith.length === 0) throw badRequest(SHARE_WITH_SOMEONE);
  } else if (current.visibility !== 'custom' || (await shareCount(db, id)) === 0) {
    throw badRequest(SHARE_WITH_SOMEONE);
  }
  const cover = await coverImage(images, ownerId, body.coverImage);
  const patch: Partial<DesireRow> = {
    title: body.title.trim(),
    description: optionalText(body.description),
    estimatedCost: optionalText(body.estimatedCost),
    eventName: optionalText(body.eventName),
    coverImage: cover,
    categories: body.categories === undefined ? undefined : normaliseCategories(body.categories),
    visibility,
    sourceUrl: optionalText(body.sourceUrl),
    updatedAt: new Date(),
  };
  const outbox = new NoticeOutbox();
  await db.transaction(async (tx) => {
    // Gifting's checks against the row as pledges leave it: they wait on this lock.
    const locked = await lockedDesire(tx, id);
    const gifting = await editedGifting(tx, ownerId, locked, body);
    await tx
      .update(desires)
      .set({ ...patch, ...gifting.patch })
      .where(eq(desires.id, id));
    if (shareWith) await replaceShares(tx, id, shareWith);
    // Turning an unrevealed surprise off is its reveal.
    if (gifting.reveals) await writeRevealNotice(tx, { ...locked, title: patch.title! }, outbox, { id: ownerId, fullName: '', profileImage: null });
  });
  const record = await committedRecord(db, id);
  await publishDesireEdit(db, live, before, record);
  outbox.send(live);
  return toDesireFor(db, record, ownerId, readerSets);
}

/** Deletes the desire; its reactions, comments, fulfilments, shares and notifications go with it (cascades). */
export async function deleteDesire(db: Database, live: LivePublisher, ownerId: string, id: string): Promise<void> {
  const current = await findOwnDesire(db, id, ownerId, 'You can only delete your own desires');
  // Read before the delete: the shares go with the desire.
  const before = (await removalAudiences(db, ownerId, [current])).get(id)!;
  await db.delete(desires).where(eq(desires.id, id));
  publishDesireDeleted(live, before, id);
}

import type { Database } from '../db/client';
import type { ReadCache } from '../lib/read-cache';
import { shortDescription } from '../lib/page-html';
import { sitePicture, type PagePreview } from '../lib/page-preview';
import { readDesire } from './desires/queries';
import { NO_READER_SETS } from './visibility/reader';
import { findSharedCategory } from './categories/store';
import { categoryDesires, toCategories } from './categories/views';

const ID = '[a-f0-9]{24}';
const POST = new RegExp(`^/post/(${ID})/?$`);
const SHARED_DESIRE = new RegExp(`^/shared/desires/(${ID})/(${ID})/?$`);
const SHARED_CATEGORY = new RegExp(`^/shared/categories/(${ID})/?$`);
const OWNER = new RegExp(`^${ID}$`);

/**
 * What a link preview of an address shows, read as a visitor (robots have no session): a desire's
 * title, description and picture when a visitor may see it, null otherwise (the page then carries
 * the app's own tags, and says nothing of what is behind the address). The page's first paint
 * shows the same, as the app's screen will.
 */
export async function previewOf(db: Database, cache: ReadCache, publicUrl: string, pathname: string, search: string): Promise<PagePreview | null> {
  const category = SHARED_CATEGORY.exec(pathname);
  if (category?.[1]) return sharedCategoryPreview(db, publicUrl, category[1], new URLSearchParams(search).get('user') ?? '');
  const post = POST.exec(pathname);
  const shared = SHARED_DESIRE.exec(pathname);
  const id = post?.[1] ?? shared?.[1];
  if (!id) return null;
  // Read as a visitor: no session, so no sets of a reader.
  const desire = await readDesire(db, cache, null, id, NO_READER_SETS).catch(() => null);
  if (!desire) return null;
  const ownerId = typeof desire.userId === 'string' ? desire.userId : desire.userId._id;
  if (shared && shared[2] !== ownerId) return null;
  const owner = typeof desire.userId === 'string' ? null : desire.userId.fullName;
  return {
    title: desire.title,
    description: shortDescription(desire.description?.trim() || (owner ? `A wish of ${owner} on Wishwell.` : 'A wish shared on Wishwell.')),
    image: absolute(publicUrl, desire.coverImage),
    paint: { kind: 'desire', title: desire.title, description: desire.description ?? '', picture: sitePicture(desire.coverImage, publicUrl) },
  };
}

/**
 * A shared category a visitor may open: its name, its description (or how many desires a visitor
 * sees in it), and the picture of the newest of those desires that has one.
 */
async function sharedCategoryPreview(db: Database, publicUrl: string, id: string, ownerId: string): Promise<PagePreview | null> {
  if (!OWNER.test(ownerId)) return null;
  const found = await findSharedCategory(db, id, ownerId).catch(() => null);
  if (!found) return null;
  const [[category], { desires }] = await Promise.all([toCategories(db, null, [found]), categoryDesires(db, null, found, {}, NO_READER_SETS)]);
  if (!category) return null;
  const count = category.desiresCount;
  // Our categories always carry their owner (an extra of the contract, typed as optional for other backends).
  const ownerName = category.owner?.fullName ?? 'A member';
  return {
    title: `${ownerName}'s ${category.name} desires`,
    description: shortDescription(category.description?.trim() || `Shared category • ${count} ${count === 1 ? 'desire' : 'desires'}`),
    image: desires.map((desire) => absolute(publicUrl, desire.coverImage)).find(Boolean) ?? null,
    paint: { kind: 'category', name: category.name, description: category.description ?? '', count, owner: ownerName },
  };
}

/** Pictures are stored as site paths (/uploads/...) or full addresses; data: URLs are not linkable. */
function absolute(publicUrl: string, image: string | null | undefined): string | null {
  if (!image) return null;
  if (image.startsWith('/') && !image.startsWith('//')) return `${publicUrl}${image}`;
  return /^https?:\/\//i.test(image) ? image : null;
}

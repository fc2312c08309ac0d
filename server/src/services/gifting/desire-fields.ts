import { and, eq } from 'drizzle-orm';
import type { DesireBody } from '@contract/desire';
import { revealDayFor, todayOf } from '@contract/occasion';
import type { Database } from '../../db/client';
import { desires, occasions, type DesireRow, type OccasionRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { DESIRE_NOT_FOUND } from '../desires/access';
import { fromCents, toCents } from './pledge-view';

/*
 * The gifting fields of a desire's create and edit (extras, contract/gifting.ts): surprise, price and
 * occasion, and the day a surprise for an occasion reveals itself (docs/decisions/gifting.md).
 */

export const OCCASION_NOT_FOUND = 'Occasion not found';
export const PRICE_BELOW_PLEDGED = (pledged: string) => `The price cannot be less than what is already pledged (${pledged})`;
export const PRICE_NEEDED_BY_PLEDGES = 'The price cannot be removed while there are pledges';
export const CURRENCY_FIXED_BY_PLEDGES = 'The currency cannot change while there are pledges';
export const SURPRISE_TOO_LATE = 'A desire with offers or pledges cannot become a surprise';

type GiftingBody = Pick<DesireBody, 'surprise' | 'price' | 'occasionId'>;
export type GiftingPatch = Partial<Pick<DesireRow, 'surprise' | 'revealedAt' | 'revealOn' | 'priceCents' | 'priceCurrency' | 'occasionId'>>;

/** The owner's own occasion, or 400 "Occasion not found" (someone else's is not found either). */
async function ownOccasion(db: Database, ownerId: string, id: string): Promise<OccasionRow> {
  const [row] = await db
    .select()
    .from(occasions)
    .where(and(eq(occasions.id, id), eq(occasions.userId, ownerId)))
    .limit(1);
  if (!row) throw badRequest(OCCASION_NOT_FOUND);
  return row;
}

const revealOnFor = (surprise: boolean, revealed: boolean, occasion: OccasionRow | null): string | null =>
  surprise && !revealed && occasion ? revealDayFor(occasion, todayOf()) : null;

/** A new desire's gifting fields: a surprise when the body says so, else as the member's settings say. */
export async function newDesireGifting(db: Database, ownerId: string, body: GiftingBody, surpriseByDefault: boolean): Promise<GiftingPatch> {
  const surprise = body.surprise ?? surpriseByDefault;
  const occasion = body.occasionId ? await ownOccasion(db, ownerId, body.occasionId) : null;
  return {
    surprise,
    priceCents: body.price ? toCents(body.price.amount) : null,
    priceCurrency: body.price ? body.price.currency : null,
    occasionId: occasion?.id ?? null,
    revealOn: revealOnFor(surprise, false, occasion),
  };
}

export interface GiftingEdit {
  patch: GiftingPatch;
  /** The edit turned an unrevealed surprise off: that is its reveal. */
  reveals: boolean;
}

/**
 * An edit's gifting fields, against the desire's row as locked by the edit's transaction (pledges
 * wait on that lock): the price never goes below what is pledged, nor away while pledges stand.
 */
export async function editedGifting(db: Database, ownerId: string, current: DesireRow, body: GiftingBody): Promise<GiftingEdit> {
  const patch: GiftingPatch = {};
  const surprise = body.surprise ?? current.surprise;
  const wasUnrevealed = current.surprise && current.revealedAt === null;
  let reveals = false;
  if (surprise && !current.surprise) {
    // Its owner has seen its offers and pledges already: there is nothing left to keep from them.
    if (current.status !== 'desire' || current.pledgeCount > 0) throw conflict(SURPRISE_TOO_LATE);
    Object.assign(patch, { surprise: true, revealedAt: null });
  } else if (!surprise && current.surprise) {
    patch.surprise = false;
    if (wasUnrevealed) {
      reveals = true;
      Object.assign(patch, { revealedAt: new Date(), revealOn: null });
    }
  }
  if (body.price !== undefined) Object.assign(patch, priceChange(current, body.price));
  let occasionId = current.occasionId;
  if (body.occasionId !== undefined) {
    occasionId = body.occasionId === null ? null : (await ownOccasion(db, ownerId, body.occasionId)).id;
    patch.occasionId = occasionId;
  }
  if (!reveals && (occasionId !== current.occasionId || surprise !== current.surprise)) {
    const occasion = occasionId ? await ownOccasion(db, ownerId, occasionId) : null;
    const revealed = patch.revealedAt !== undefined ? patch.revealedAt !== null : current.revealedAt !== null;
    patch.revealOn = revealOnFor(surprise, revealed, occasion);
  }
  return { patch, reveals };
}

function priceChange(current: DesireRow, price: DesireBody['price']): GiftingPatch {
  if (price === null || price === undefined) {
    if (current.pledgeCount > 0) throw conflict(PRICE_NEEDED_BY_PLEDGES);
    return { priceCents: null, priceCurrency: null };
  }
  const cents = toCents(price.amount);
  if (current.pledgeCount > 0 && price.currency !== current.priceCurrency) throw conflict(CURRENCY_FIXED_BY_PLEDGES);
  if (cents < current.pledgedCents) throw conflict(PRICE_BELOW_PLEDGED(`${fromCents(current.pledgedCents)} ${current.priceCurrency ?? ''}`.trim()));
  return { priceCents: cents, priceCurrency: price.currency };
}

/** The desire's row, locked for the edit's transaction: a pledge under way finishes first, or waits. */
export async function lockedDesire(db: Database, id: string): Promise<DesireRow> {
  const [row] = await db.select().from(desires).where(eq(desires.id, id)).for('update');
  if (!row) throw notFound(DESIRE_NOT_FOUND);
  return row;
}

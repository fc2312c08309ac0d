import type { Desire } from '@contract/desire';
import type { Pledges, Price } from '@contract/gifting';
import { intlLocale } from '@/lib/i18n';
import { isOwner } from './desire';

/*
 * What a reader sees of a desire's gifting extras (contract/gifting.ts). A field a backend does not
 * send is undefined: "not offered", and the part that needs it stays away.
 */

type Gifting = Pick<Desire, 'userId' | 'surprise' | 'revealedAt'>;

/** The owner's own surprise, not revealed yet: they see the Surprise badge and the Reveal button. */
export function isHiddenFromOwner(desire: Gifting, viewerId: string | null | undefined): boolean {
  return desire.surprise === true && desire.revealedAt === null && isOwner(desire, viewerId);
}

/** Someone else's surprise not revealed yet: givers are told the owner does not see what they offer. */
export function isSecretFromOwner(desire: Gifting, viewerId: string | null | undefined): boolean {
  return desire.surprise === true && !desire.revealedAt && !isOwner(desire, viewerId);
}

/** The pledges as a panel shows them: only on a priced desire whose pledges the backend sends. */
export function pledgePanelOf(desire: Pick<Desire, 'price' | 'pledges'>): { price: Price; pledges: Pledges | null } | null {
  if (!desire.price || desire.pledges === undefined) return null;
  return { price: desire.price, pledges: desire.pledges };
}

/** Cents, so that sums are exact (the server keeps them so too). */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/** What is still open to pledge for this reader: the price less the others' parts (their own counts as open). */
export function leftFor(price: Price, pledges: Pledges | null): number {
  const total = pledges?.total ?? 0;
  const mine = pledges?.mine ?? 0;
  return fromCents(Math.max(0, toCents(price.amount) - toCents(total) + toCents(mine)));
}

/** Money in the reader's language: "€25.50", "25,50 €", "٢٥٫٥٠ €". An unknown code shows as the number and the code. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(), { style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(intlLocale()).format(amount)} ${currency}`;
  }
}

/** What an amount field says of text that is no number at all (the contract's AMOUNT_MESSAGE is for numbers out of bounds). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a validation message, shown through src/lib/known-messages.ts
export const NUMBER_MESSAGE = 'Enter the amount as a number, such as 25 or 12.50';

/**
 * A typed amount as a number: a decimal comma ("12,50") and Arabic-Indic digits read as the member
 * meant them; blank is null, and anything that is not a plain number is NaN (the form says why).
 */
export function parseAmount(text: string): number | null {
  const digits = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/[\s\u00a0\u202f\u066c]/g, '');
  if (digits === '') return null;
  const normal = digits.includes(',') && !digits.includes('.') ? digits.replace(',', '.') : digits.replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
}

/** An amount as the field shows it to be changed: plain digits, with cents only when there are some. */
export const amountText = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

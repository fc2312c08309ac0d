import { plural, t } from '@lingui/core/macro';
import { categoryLimits } from '@contract/limits';
import { paths } from '@contract/pages/paths';
import { shareTargets } from '@/lib/share-targets';

/** The link a shared category is opened by: {origin}/shared/categories/{id}?user={ownerId}. */
export function categoryShareLink(categoryId: string, ownerId: string, origin: string = window.location.origin): string {
  return `${origin}${paths.sharedCategory(encodeURIComponent(categoryId), ownerId)}`;
}

/** The spec's pre-filled text (in English word for word, "1 dreams" too), in the language the app speaks when it is shared. */
export const categoryShareText = (name: string, count: number) =>
  t`Check out my ${name} desires 🌟 — ${plural(count, { other: '# dreams from my bucket list' })}`;

/** WhatsApp, Telegram and X, each given the text and the link. */
export function categoryShareTargets(name: string, count: number, link: string) {
  return shareTargets(categoryShareText(name, count), link);
}

/** Up to three titles for the preview, and how many more there are ("+n more"). */
export function sharePreview<T>(items: readonly T[], total: number, shown: number = categoryLimits.sharePreviewDesires): { items: T[]; more: number } {
  const first = items.slice(0, shown);
  return { items: first, more: Math.max(0, total - first.length) };
}

import { t } from '@lingui/core/macro';
import { toast } from '@/components/ui/toast';
import { shareTargets } from '@/lib/share-targets';

/** Where a desire can be shared, each given the text and the link, and the text itself. */
export function desireShareTargets(title: string, link: string) {
  const text = t`Check out "${title}" on Wishwell`;
  return { ...shareTargets(text, link), text };
}

export async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    toast.success(t`Link copied!`);
  } catch {
    toast.error(t`Copy failed`, t`Unable to copy link to clipboard.`);
  }
}

export function openShareWindow(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

export const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

import { toast } from '@/components/ui/toast';

/** Where a desire can be shared, each given the text and the link. */
export function shareTargets(title: string, link: string) {
  const text = `Check out "${title}" on Wishwell`;
  const both = `${text} ${link}`;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(both)}`,
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(link)}`,
    telegram: `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
    text,
  };
}

export async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    toast.success('Link copied!');
  } catch {
    toast.error('Copy failed', 'Unable to copy link to clipboard.');
  }
}

export function openShareWindow(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

export const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

import { ExternalLink } from 'lucide-react';
import { Trans } from '@lingui/react/macro';

/** The address when it is a web page's (http or https); anything else (javascript:, data:) is not linked. */
export function webAddress(url: string | null | undefined): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The product page a desire was imported from, so that a giver can find where to buy it: in a new tab,
 * telling neither the shop where they came from nor giving it a hold on this page.
 */
export function ShopLink({ url }: { url: string | null | undefined }) {
  const address = webAddress(url);
  if (!address) return null;
  return (
    <a href={address.href} target="_blank" rel="noopener noreferrer" className="inline-flex min-w-0 items-center gap-1.5 font-medium text-primary hover:underline">
      <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
      <span className="whitespace-nowrap">
        <Trans>View in shop</Trans>
      </span>{' '}
      <span className="truncate text-xs font-normal text-muted-foreground">{address.hostname.replace(/^www\./, '')}</span>{' '}
      <span className="sr-only">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

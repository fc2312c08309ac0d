import { waitFor, within } from '@testing-library/react';

/**
 * The toaster's region, once it has loaded (it loads when idle or at the first toast). Sonner's is a
 * named <section> ("Notifications F8"), a region by its element rather than a role attribute.
 */
export async function toastRegion(): Promise<HTMLElement> {
  return waitFor(() => {
    const region = document.querySelector<HTMLElement>('section[aria-label^="Notifications"]');
    if (!region) throw new Error('the toaster has not loaded yet');
    return region;
  });
}

/** A toast with this text (a title or a description). Works while a modal hides the page. */
export async function findToast(text: string | RegExp): Promise<HTMLElement> {
  return within(await toastRegion()).findByText(text, {}, { timeout: 4000 });
}

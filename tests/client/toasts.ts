import { waitFor, within } from '@testing-library/react';
import { toastStore } from '@/components/ui/toast';

/**
 * The toaster's region, once it has loaded (it loads at the first press of a pointer or a key, or at
 * the first toast). Sonner's is a
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

/**
 * Whether any toast says this: one raised is in the store (which the toaster shows once loaded) or on
 * screen. A visit without a press or a toast never loads the toaster, so its absence says nothing.
 */
export function toastSays(text: string | RegExp): boolean {
  const matches = (value: string | undefined) => (value === undefined ? false : typeof text === 'string' ? value.includes(text) : text.test(value));
  const region = document.querySelector<HTMLElement>('section[aria-label^="Notifications"]');
  return toastStore.snapshot().some((t) => matches(t.title) || matches(t.description)) || matches(region?.textContent ?? undefined);
}

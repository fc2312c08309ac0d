import type { Page } from '@playwright/test';

/** What a page showed at any moment since it opened: a copy shown twice for an instant counts. */
export interface ScreenRecord {
  /** The most copies shown at once of each desire card (`desire: <title>`) and chat message (`message: <text>`). */
  most: Record<string, number>;
  /** Those that were on screen and later were not. */
  vanished: string[];
  /** The text of every toast. */
  toasts: string[];
}

declare global {
  interface Window {
    screenRecord?: ScreenRecord;
  }
}

/** Keeps the record from the page's first paint on, looking again at every change of the page. */
export async function recordScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: ScreenRecord = { most: {}, vanished: [], toasts: [] };
    window.screenRecord = record;
    const seen = new Set<string>();
    const look = () => {
      const counts = new Map<string, number>();
      const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
      for (const card of document.querySelectorAll('main article[aria-labelledby]')) {
        const title = document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent;
        if (title) count(`desire: ${title}`);
      }
      for (const text of document.querySelectorAll('[role="log"] li p')) count(`message: ${text.textContent ?? ''}`);
      for (const [key, n] of counts) {
        record.most[key] = Math.max(record.most[key] ?? 0, n);
        seen.add(key);
      }
      for (const key of seen) if (!counts.has(key) && !record.vanished.includes(key)) record.vanished.push(key);
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const text = toast.textContent ?? '';
        if (!record.toasts.includes(text)) record.toasts.push(text);
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export const screenRecordOf = (page: Page) => page.evaluate(() => window.screenRecord!);

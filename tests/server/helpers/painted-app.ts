import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@contract/languages';
import { activateLanguage } from '../../../src/lib/i18n';
import { firstPaintTemplates } from '../../../src/app/first-paint-screens';
import { createTestApp, type TestApp } from './test-app';
import { pageFolder } from './page-folder';

export type PaintByLanguage = Record<string, ReturnType<typeof firstPaintTemplates>>;

/**
 * A server that serves a built app whose first paint was rendered in `languages`, as
 * scripts/first-paint.mjs writes it (`.vite/first-paint.json`); the app is left speaking English.
 */
export async function appWithFirstPaint(languages: readonly Language[]): Promise<{ t: TestApp; byLanguage: PaintByLanguage; close: () => Promise<void> }> {
  const byLanguage: PaintByLanguage = {};
  for (const language of languages) {
    await activateLanguage(language);
    byLanguage[language] = firstPaintTemplates();
  }
  await activateLanguage('en');
  const pages = await pageFolder();
  await mkdir(path.join(pages.dir, '.vite'));
  await writeFile(path.join(pages.dir, '.vite', 'first-paint.json'), JSON.stringify(byLanguage));
  const t = await createTestApp({ staticDir: pages.dir });
  return {
    t,
    byLanguage,
    close: async () => {
      await t.close();
      await pages.remove();
    },
  };
}

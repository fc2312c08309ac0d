import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The built app's page at its barest: the title and description that link previews fall back to. */
export const PAGE_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Wishwell: share what you wish for</title>
    <meta name="description" content="Where people share what they wish for." />
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A folder the server serves as the built app (`staticDir`), holding only that page. */
export async function pageFolder(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-page-'));
  await writeFile(path.join(dir, 'index.html'), PAGE_TEMPLATE);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

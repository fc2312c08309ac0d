// Stops the end-to-end run early, with the fix, when there is no Chromium to drive.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(`Chromium was not found at ${path}.`);
  console.error('Install it with:  apt-get update && apt-get install -y chromium');
  console.error('or point CHROMIUM_PATH at a Chromium or Chrome binary.');
  process.exit(1);
}

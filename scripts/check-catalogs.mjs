// The catalogs are whole and current (docs/decisions/app.md, "Languages"):
// - `lingui extract --clean` leaves them as they are: no message of the code is missing from them, and
//   none is kept that the code no longer shows;
// - every language translates every message, with the same placeholders as the English.
// The catalogs on disk are put back as they were whatever the extraction wrote.
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import config from '../lingui.config.js';

const root = new URL('..', import.meta.url).pathname;
const localesDir = join(root, 'src/locales');
// The header's date changes with every extraction; it says nothing about the messages.
const withoutDate = (text) => text.replace(/^"POT-Creation-Date: .*\\n"\n/m, '');

async function readCatalogs() {
  const files = {};
  for (const locale of await readdir(localesDir)) files[locale] = await readFile(join(localesDir, locale, 'messages.po'), 'utf8');
  return files;
}

const problems = [];
const before = await readCatalogs();
const backup = await mkdtemp(join(tmpdir(), 'catalogs-'));
await cp(localesDir, backup, { recursive: true });
try {
  const run = spawnSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) problems.push(`lingui extract failed:\n${run.stdout}\n${run.stderr}`);
  const after = await readCatalogs();
  for (const locale of Object.keys(after)) {
    if (withoutDate(after[locale]) !== withoutDate(before[locale] ?? '')) {
      problems.push(`src/locales/${locale}/messages.po is not what the code says: run \`npm run extract\` and translate what it adds.`);
    }
  }
} finally {
  await rm(localesDir, { recursive: true, force: true });
  await cp(backup, localesDir, { recursive: true });
  await rm(backup, { recursive: true, force: true });
}

// The names a message fills in ({name}, and a plural's count), whatever its plural forms are.
const placeholders = (text) => [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort().join(',');
const po = formatter({ lineNumbers: false });
for (const locale of config.locales.filter((l) => l !== config.sourceLocale)) {
  const catalog = await po.parse(before[locale], { locale, sourceLocale: config.sourceLocale, filename: `${locale}/messages.po` });
  for (const [id, entry] of Object.entries(catalog)) {
    if (entry.obsolete) continue;
    const source = entry.message ?? id;
    if (!entry.translation) problems.push(`${locale}: no translation of "${source}"`);
    else if (placeholders(entry.translation) !== placeholders(source)) problems.push(`${locale}: "${entry.translation}" fills in {${placeholders(entry.translation)}}, the English "${source}" {${placeholders(source)}}`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s) in the catalogs.`);
  process.exit(1);
}
console.log('catalogs: every message extracted and translated in', config.locales.join(', '));

import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SETTING_NAMES } from '../../server/src/config';

// The README's settings table and .env.example are how an operator learns what can be set: every
// variable the server reads is in both, and nothing is listed that nothing reads.
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The variables named in the first column of the table under "## Configure it". */
function readmeTable(): string[] {
  const readme = read('README.md');
  const start = readme.indexOf('## Configure it');
  const section = readme.slice(start, readme.indexOf('\n#', start + 1));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
}

function sourceFiles(dir: string, extensions: RegExp): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** What the app reads at build time: any VITE_ name in its sources (src/config/env.ts reads them all). */
const appVariables = () => [...new Set(sourceFiles('src', /\.tsx?$/).flatMap((file) => [...read(file).matchAll(/\b(VITE_[A-Z0-9_]+)\b/g)].map((m) => m[1]!)))];

describe('the settings', () => {
  it('the README table has a row for every variable the server reads, and for every one the app reads at build time', () => {
    const table = readmeTable();
    expect(table.length).toBeGreaterThan(20);
    expect(SETTING_NAMES.filter((name) => !table.includes(name))).toEqual([]);
    expect(appVariables().length).toBeGreaterThan(0);
    expect(appVariables().filter((name) => !table.includes(name))).toEqual([]);
  });

  it('the README table lists nothing that nothing reads', () => {
    const known = new Set([...SETTING_NAMES, ...appVariables()]);
    expect(readmeTable().filter((name) => !known.has(name))).toEqual([]);
  });

  it('.env.example has a line for every variable the server reads', () => {
    const example = read('.env.example');
    expect(SETTING_NAMES.filter((name) => !new RegExp(`^${name}=`, 'm').test(example))).toEqual([]);
  });

  it('the server reads its environment in config.ts alone, so that the schema there is the whole list', () => {
    const readers = sourceFiles('server/src', /\.ts$/).filter((file) => file !== path.join('server', 'src', 'config.ts') && /process\.env\b/.test(read(file)));
    expect(readers).toEqual([]);
  });
});

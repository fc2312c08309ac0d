import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';

// Who may see what of whom lives in server/src/services/visibility: every read of a block, a mute or
// an admin's block goes through it. The files below may touch those tables for another reason, each
// named with it; any other file that does fails here, so that a new path starts from the module.

const ROOT = path.resolve(import.meta.dirname, '../../../server/src');
const RULE = /memberBlocks|member_blocks|memberMutes|member_mutes|users\.isBlocked|is_blocked/;

const ALLOWED: Record<string, string> = {
  'db/schema/member-safety.ts': 'the tables themselves',
  'db/schema/users.ts': 'the table itself',
  'services/member-safety.ts': 'the Block and Mute calls write them, and list the reader’s own',
  'services/sessions.ts': 'a blocked account’s own sessions end (its access, not what others see)',
  'services/reports/queue.ts': 'the admin area sees everything, and marks owners an admin blocked',
  'cli/bench-seed.ts': 'writes the benchmark’s members and their blocks',
};

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : Promise.resolve([path.join(dir, entry.name)]))));
  return nested.flat().filter((file) => file.endsWith('.ts'));
}

it('reads blocks, mutes and admin blocks only in services/visibility, or where a named reason allows it', async () => {
  const files = (await sourceFiles(ROOT)).map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
  expect(files).toContain('services/visibility/members.ts');
  const touching: string[] = [];
  for (const file of files) if (RULE.test(await readFile(path.join(ROOT, file), 'utf8'))) touching.push(file);
  expect(touching).toContain('services/visibility/members.ts');
  expect(touching.filter((file) => !file.startsWith('services/visibility/') && !(file in ALLOWED))).toEqual([]);
  // An allowance for a file that no longer needs it goes too.
  expect(Object.keys(ALLOWED).filter((file) => !touching.includes(file))).toEqual([]);
});

// The built tree of another commit, for a before-and-after in one run: a detached worktree of the
// commit in the system's temporary folder, its packages (this checkout's when the lock file is the
// same, else installed with `npm ci`) and `npm run build`. Kept between runs under the commit's hash.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, symlinkSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const run = (cwd, command, args) => execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' }).trim();

/** The commit `ref` names in the repository at `root`: a clear error when the clone does not hold it. */
export function commitOf(root, ref) {
  try {
    return run(root, 'git', ['rev-parse', '--verify', `${ref}^{commit}`]);
  } catch {
    throw new Error(`${ref}: not a commit of this clone (a shallow clone? fetch its history with git fetch --unshallow)`);
  }
}

/** The folder of `ref`'s built tree, made if needed. */
export function buildOfRef(root, ref) {
  const commit = commitOf(root, ref);
  const dir = path.join(os.tmpdir(), `wishwell-build-${commit.slice(0, 12)}`);
  if (!existsSync(dir)) run(root, 'git', ['worktree', 'add', '--detach', '--force', dir, commit]);
  const sameLock = readFileSync(path.join(root, 'package-lock.json'), 'utf8') === readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
  const modules = path.join(dir, 'node_modules');
  // This checkout's packages, linked when the locks were the same, are not the commit's once this lock moved on.
  if (!sameLock && existsSync(modules) && lstatSync(modules).isSymbolicLink()) unlinkSync(modules);
  if (!existsSync(modules)) {
    if (sameLock) symlinkSync(path.join(root, 'node_modules'), modules);
    else execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  }
  if (!existsSync(path.join(dir, 'dist/server/server.mjs'))) execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return { dir, commit };
}

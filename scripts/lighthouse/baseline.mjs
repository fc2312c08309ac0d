// The bare React page: built with Vite's JS API into a temporary folder, served gzip on loopback.
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { root } from '../freshness.mjs';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

export async function startBaseline(port) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'wishwell-lh-baseline-'));
  await build({
    root: path.join(root, 'scripts/lighthouse/baseline'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  // Every file gzipped once, like the app's precompressed assets.
  const cache = new Map();
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    let file = path.join(outDir, path.normalize(pathname));
    if (!file.startsWith(outDir) || !existsSync(file) || pathname.endsWith('/')) file = path.join(outDir, 'index.html');
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(file), { level: 9 }));
    const hashed = file.includes(`${path.sep}assets${path.sep}`);
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(cache.get(file));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        rmSync(outDir, { recursive: true, force: true });
      }),
  };
}

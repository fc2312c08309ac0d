// Bundles the server (and its command-line tools) into dist/server, with packages left external.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: { server: 'server/src/server.ts', 'create-admin': 'server/src/cli/create-admin.ts', 'bench-seed': 'server/src/cli/bench-seed.ts', 'pglite-worker': 'server/src/db/pglite-worker.ts' },
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.server.json',
  sourcemap: 'linked',
  logLevel: 'warning',
});

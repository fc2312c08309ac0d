// npm run dev: the server in watch mode and Vite on 5173 (which proxies /api, /ws and /uploads to it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './freshness.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--tsconfig', 'tsconfig.server.json', 'server/src/server.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, DEV_OUTBOX: process.env.DEV_OUTBOX ?? '1' } }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });

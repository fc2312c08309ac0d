import { afterAll, describe, expect, inject, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';

describe('LOG_FORMAT', () => {
  it('is readable in development and JSON lines in production and tests, unless set', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'development', LOG_FORMAT: '' }).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('refuses anything else, naming the setting', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT/);
  });
});

// The server as `npm run dev` and `npm start` run it (NODE_ENV unset), its output read by another
// program (not a terminal), as a newcomer's signing up reads it.
describe('the development log', () => {
  let child: ChildProcess | null = null;
  let dir = '';
  afterAll(async () => {
    child?.kill('SIGKILL');
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('shows a mailed code on a line of its own, not inside a JSON string', { timeout: 120_000 }, async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'wishwell-log-'));
    const dump = inject('pgliteDumpPath');
    await (await openDatabase({ dataDir: dir, pgliteDump: dump ? new Blob([await readFile(dump)]) : undefined })).close();
    const root = path.resolve(import.meta.dirname, '../..');
    child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: root,
      // Port 0: any free port, read from the log.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dir, SEED_DEMO: '0', TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.server.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const until = async (pattern: RegExp) => {
      for (let i = 0; i < 900 && child?.exitCode === null; i++) {
        const found = pattern.exec(log);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`not in the log: ${pattern}\n${log}`);
    };
    const base = (await until(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/))[1]!;
    const post = (url: string, body: object) => fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const email = 'log-reader@example.com';
    expect((await post('/api/auth/register', { email, fullName: 'Log Reader', password: 'a long password 1' })).status).toBe(201);
    expect((await post('/api/auth/send-otp', { email, type: 'signup' })).status).toBe(200);

    const [, code] = await until(/^Your verification code is (\d{6})\.$/m);
    expect(log).toMatch(new RegExp(`INFO: Mail to ${email}: Your Wishwell verification code: ${code}\\n`));
    expect(log).not.toContain('"msg":');
    expect(log).not.toContain('\\n');
    // No colour codes when nobody reads it in a terminal.
    expect(log).not.toContain('\u001b[');
  });
});

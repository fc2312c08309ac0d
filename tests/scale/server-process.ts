import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endChild } from './child-exit';

/** The token the test processes serve /metrics with (METRICS_TOKEN). */
export const TEST_METRICS_TOKEN = 'metrics-token-of-the-scale-tests';

/**
 * What a process tells its operator in /metrics, read at `baseUrl` (the process, or a proxy in front
 * of it): its open live sockets and the kind of its database.
 */
export async function readFigures(baseUrl: string): Promise<{ sockets: number; database: string }> {
  const res = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` } });
  const text = await res.text();
  const sockets = /^wishwell_live_sockets (\d+)$/m.exec(text)?.[1];
  const database = /^wishwell_database_info\{kind="(\w+)"\} 1$/m.exec(text)?.[1];
  if (sockets === undefined || database === undefined) throw new Error(`no figures in /metrics (${res.status})`);
  return { sockets: Number(sockets), database };
}

/** The built server (`dist/server/server.mjs`) as its own process on a loopback port. */
export class ServerProcess {
  readonly baseUrl: string;
  readonly liveUrl: string;
  private readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'wishwell-scale-'));
  private child: ChildProcess | null = null;
  private output = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.liveUrl = `ws://127.0.0.1:${port}/ws`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['dist/server/server.mjs'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_FACTOR: '100',
        METRICS_TOKEN: TEST_METRICS_TOKEN,
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    // Kept for the failure message: a server that would not start says why.
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-4000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    for (let i = 0; i < 200; i++) {
      if (child.exitCode !== null) break;
      if (await this.healthy()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server on port ${this.port} did not start:\n${this.output}`);
  }

  /** Its open sockets and database kind, from /metrics. */
  figures(): Promise<{ sockets: number; database: string }> {
    return readFigures(this.baseUrl);
  }

  /** One API call with a member's token. */
  async call(method: string, url: string, token: string, body?: unknown): Promise<Response> {
    return fetch(`${this.baseUrl}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /**
   * SIGTERM, as a platform stops a process, and waits until it has exited; its data folder stays,
   * so that `start()` restarts it. Answers the exit code (null for a process that was not running).
   */
  async drain(): Promise<number | null> {
    const running = this.child;
    this.child = null;
    return endChild(running, 'SIGTERM');
  }

  async stop(): Promise<void> {
    await this.drain();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private async healthy(): Promise<boolean> {
    try {
      return (await fetch(`${this.baseUrl}/api/health`)).ok;
    } catch {
      return false;
    }
  }
}

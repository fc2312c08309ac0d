import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { endChild } from './child-exit';

/** A port nobody listens on now, from the system. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A Redis server of the test's own on loopback (redis-server from the PATH), keeping nothing on disk:
 * `stop()` makes a real outage, `start()` brings it back on the same port.
 */
export class TestRedisServer {
  private child: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  static async start(): Promise<TestRedisServer> {
    const server = new TestRedisServer(await freePort());
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it unless it runs already. */
  async start(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) return;
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (!output.includes('Ready to accept connections')) return;
        clearTimeout(timer);
        resolve();
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
    });
  }

  async stop(): Promise<void> {
    await endChild(this.child, 'SIGKILL');
    this.child = null;
  }
}

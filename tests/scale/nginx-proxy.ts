import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endChild } from './child-exit';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * deploy/nginx.conf as shipped, run by the machine's nginx on a loopback port in front of `upstreams`
 * (loopback ports): only the upstream servers and the `listen` line are replaced, and the file is
 * wrapped in a main configuration whose logs and temporary files stay in a folder of its own.
 */
export class NginxProxy {
  readonly baseUrl: string;
  readonly liveUrl: string;
  private readonly dir = mkdtempSync(path.join(os.tmpdir(), 'wishwell-nginx-'));
  private child: ChildProcess | null = null;
  private output = '';

  constructor(
    readonly port: number,
    private readonly upstreams: readonly number[],
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.liveUrl = `ws://127.0.0.1:${port}/ws`;
  }

  async start(): Promise<void> {
    if (!existsSync(NGINX)) throw new Error(`npm run test:scale needs nginx at ${NGINX} (apt-get install nginx-light, or set NGINX_PATH)`);
    const shipped = readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8');
    const servers = this.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
    const site = shipped
      .replace(/(?:^ {4}server app\d+:5000[^\n]*\n)+/m, `${servers}\n`)
      .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${this.port};`);
    if (site === shipped || !site.includes(`127.0.0.1:${this.upstreams[0]}`)) throw new Error('deploy/nginx.conf no longer has the lines this test replaces');
    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(this.dir, sub), { recursive: true });
    writeFileSync(path.join(this.dir, 'site.conf'), site);
    writeFileSync(
      path.join(this.dir, 'nginx.conf'),
      `worker_processes 1;
# SIGQUIT (stop) waits for open live sockets; a socket a failed test left open must not hold it.
worker_shutdown_timeout 3s;
pid ${this.dir}/nginx.pid;
error_log ${this.dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${this.dir}/body;
  proxy_temp_path ${this.dir}/proxy;
  fastcgi_temp_path ${this.dir}/fastcgi;
  uwsgi_temp_path ${this.dir}/uwsgi;
  scgi_temp_path ${this.dir}/scgi;
  include ${this.dir}/site.conf;
}
`,
    );
    const child = spawn(NGINX, ['-p', this.dir, '-c', path.join(this.dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-4000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    for (let i = 0; i < 100; i++) {
      if (child.exitCode !== null) break;
      try {
        if ((await fetch(`${this.baseUrl}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nginx on port ${this.port} did not start:\n${this.output}${this.errorLog()}`);
  }

  errorLog(): string {
    const file = path.join(this.dir, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }

  async stop(): Promise<void> {
    const running = this.child;
    this.child = null;
    await endChild(running, 'SIGQUIT');
    rmSync(this.dir, { recursive: true, force: true });
  }
}

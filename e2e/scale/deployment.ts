import { randomBytes } from 'node:crypto';
import { openTestDatabase } from '../../tests/server/helpers/test-app';
import { NginxProxy } from '../../tests/scale/nginx-proxy';
import { ServerProcess } from '../../tests/scale/server-process';

export type Deployment = Awaited<ReturnType<typeof startDeployment>>;

/**
 * docs/deploy.md on loopback: a fresh PostgreSQL database, two processes of the built server (each
 * serving the built app) on it and on Redis, and deploy/nginx.conf in front of them, on `firstPort`
 * and the two ports after it. `database` is for making members straight in the database.
 */
export async function startDeployment(firstPort: number) {
  const opened = await openTestDatabase();
  const processes: ServerProcess[] = [];
  let proxy: NginxProxy | null = null;
  const stop = async () => {
    await proxy?.stop();
    await Promise.all(processes.map((p) => p.stop()));
    await opened.drop();
  };
  try {
    if (!opened.url) throw new Error('this test needs PostgreSQL: TEST_DATABASE_URL is not set (npm run test:scale sets it)');
    const env = {
      DATABASE_URL: opened.url,
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      // Its own channels: another run on the same Redis never reaches these processes.
      REDIS_CHANNEL_PREFIX: `wishwell-e2e-${randomBytes(6).toString('hex')}`,
      TRUST_PROXY: '1',
    };
    processes.push(new ServerProcess(firstPort, env), new ServerProcess(firstPort + 1, env));
    await Promise.all(processes.map((p) => p.start()));
    const started = new NginxProxy(firstPort + 2, [firstPort, firstPort + 1]);
    proxy = started;
    await started.start();
    return { database: { database: opened.database }, processes, proxy: started, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

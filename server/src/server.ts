import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataFolderInUseError, holdDataFolder } from './lib/data-folder-lock';
import { ensureAdmin } from './services/admins';
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemoData } from './services/seed';

/** The process: configuration, database, demo data, admin bootstrap, listen, and a graceful close. */
async function main() {
  const config = loadConfig();
  // The embedded database is one process's at a time; the mark goes when the process exits.
  if (!config.database.url) holdDataFolder(config.database.dataDir, 'server');
  const app = await buildApp(config);
  const { db } = app.database;

  if (config.seedDemo) {
    const { seeded } = await seedDemoData(db, { images: app.images });
    if (seeded) {
      const lines = DEMO_MEMBERS.map((m) => `  ${m.email.padEnd(22)} ${DEMO_PASSWORD}`);
      app.log.info(`Demo members created. Sign in with any of:\n${lines.join('\n')}`);
    }
  }
  if (config.admin) {
    const { created } = await ensureAdmin(db, config.admin.email, config.admin.password, app.live);
    app.log.info(`Admin ${config.admin.email} ${created ? 'created' : 'updated'} from ADMIN_EMAIL`);
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, draining`);
    // /api/ready answers 503 from now on; the close stops accepting, answers what is in flight and
    // closes the live sockets with 1012, so that the app reconnects at once (to another process).
    app.lifecycle.drain();
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Wishwell is running at ${config.publicUrl} (database: ${app.database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if (error instanceof DataFolderInUseError) {
    console.error(`${error.message}\n${error.heldByServer ? 'Stop that server first, or give this one a DATA_DIR of its own.' : 'Start the server when it has finished.'}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});

import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DataFolderInUseError } from '../lib/data-folder-lock';
import { ensureAdmin } from '../services/admins';
import { openToolDatabase } from './tool-database';

const USAGE = "Usage: npm run create-admin -- --email admin@example.com --password 'a long password'";

/** npm run create-admin -- --email admin@example.com --password 'a long password' */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email || !values.password) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openToolDatabase(config, 'create-admin');
  try {
    const { created } = await ensureAdmin(database.db, values.email, values.password);
    console.log(`${created ? 'Created' : 'Updated'} admin ${values.email.toLowerCase()}. Sign in at /admin/login.`);
  } finally {
    await database.close();
  }
}

/** What to do when the embedded database is taken, for the person at the terminal. */
function inUseAdvice(error: DataFolderInUseError): string {
  if (!error.heldByServer) return `${error.message}\nRun this command again when it has finished.`;
  return [
    error.message,
    'Stop the server, run this command again, then start the server.',
    'Or set ADMIN_EMAIL and ADMIN_PASSWORD and restart the server: it creates (or updates) that admin as it starts.',
  ].join('\n');
}

main().catch((error: unknown) => {
  // A validation failure lists its problems; anything else is printed as is.
  const issues = (error as { issues?: { message: string }[] } | null)?.issues;
  if (error instanceof DataFolderInUseError) console.error(inUseAdvice(error));
  else if (error instanceof ConfigError) console.error(error.message);
  else console.error(issues ? issues.map((i) => i.message).join('\n') : error);
  process.exit(1);
});

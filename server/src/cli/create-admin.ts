import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ensureAdmin } from '../services/admins';

/** npm run create-admin -- --email admin@example.com --password 'a long password' */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email || !values.password) {
    console.error("Usage: npm run create-admin -- --email admin@example.com --password 'a long password'");
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const { created } = await ensureAdmin(database.db, values.email, values.password);
    console.log(`${created ? 'Created' : 'Updated'} admin ${values.email.toLowerCase()}. Sign in at /admin/login.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A validation failure lists its problems; anything else is printed as is.
  const issues = (error as { issues?: { message: string }[] } | null)?.issues;
  console.error(issues ? issues.map((i) => i.message).join('\n') : error);
  process.exit(1);
});

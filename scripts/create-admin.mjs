// npm run create-admin -- --email admin@example.com --password 'a long password'
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt({ app: false });
await import('../dist/server/create-admin.mjs');

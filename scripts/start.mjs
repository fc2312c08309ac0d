// npm start: build what is missing or stale, then run the server (which serves the app).
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt();
await import('../dist/server/server.mjs');

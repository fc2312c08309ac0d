import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { holdDataFolder, type HolderRole } from '../lib/data-folder-lock';

/**
 * The database a command-line tool works on. The embedded one is taken from the server only when no
 * server holds it (DataFolderInUseError otherwise): a write made beside a running server would be lost.
 * PostgreSQL is shared by any number of processes.
 */
export async function openToolDatabase(config: Config, role: HolderRole): Promise<DatabaseHandle> {
  if (config.database.url) return openDatabase(config.database);
  const hold = holdDataFolder(config.database.dataDir, role);
  try {
    const database = await openDatabase(config.database);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          hold.release();
        }
      },
    };
  } catch (error) {
    hold.release();
    throw error;
  }
}

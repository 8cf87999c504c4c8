// Picks the database from the configuration: PostgreSQL when DATABASE_URL is set, else PGlite.
import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from './client.ts';

export function openDatabaseFromConfig(config: Config): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        poolMax: config.DATABASE_POOL_MAX,
      })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'db') });
}

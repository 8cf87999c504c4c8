// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is
// set. Same schema, same migrations, same query API either way.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  /** Connections for the metrics: PostgreSQL's pool, or the embedded database's one. */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolMax?: number }
  | { kind: 'pglite'; dataDir: string }
  /** In memory; from a dumped data directory (a migrated template, for tests) when given. */
  | { kind: 'memory'; loadDataDir?: Blob };

/** Where the committed migrations live: next to this file in source, copied beside the bundle. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db/migrations')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolMax ?? 10 });
    // An idle client whose connection is cut (a database restart or failover, a test dropping its
    // database) is discarded by the pool, which opens a new one for the next query; a query in
    // flight gets its own error. Without a listener the pool's 'error' event would crash the
    // process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      ping: async () => {
        await pool.query('select 1');
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  // A file-backed PGlite belongs to one process (see data-dir-lock.ts): take the folder before
  // anything reads or writes it, and give it back when the database closes.
  let dataDir: string | undefined;
  let lock: DataDirLock | undefined;
  if (target.kind === 'pglite') {
    dataDir = target.dataDir;
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    lock = lockDataDir(dataDir);
    fs.mkdirSync(dataDir, { recursive: true });
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      loadDataDir: target.kind === 'memory' ? target.loadDataDir : undefined,
    });
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzlePglite(client, { schema });
  let closing: Promise<void> | undefined;
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    // Idempotent: a forced shutdown may close while the graceful path is already closing.
    close: () =>
      (closing ??= (async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      })()),
  };
}

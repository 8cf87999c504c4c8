// One helper every integration test builds its app with: a fresh, migrated database (in-memory
// PGlite, or a new database on the PostgreSQL server named by DATABASE_URL), the real routes,
// and only the edges replaced (mail captured in memory, logs silent).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { migrationsFolder, openDatabase, type Database } from '../db/client.ts';
import { ManualClock, type Clock } from '../lib/clock.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { createSandboxPayments, type SandboxPayments } from '../payments/create-payments.ts';
import type { Payments } from '../payments/payment-gateway.ts';
import { readCatalogue } from '../seed/catalogue-reader.ts';
import { seedCatalogue } from '../seed/seed-catalogue.ts';

export const repoContentDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content',
);

export interface TestApp<P extends Payments = SandboxPayments> {
  app: FastifyInstance;
  database: Database;
  config: Config;
  mail: MailMessage[];
  clock: Clock;
  /** Fresh sandbox gateways (tests read their ledgers), or the ones the test passed. */
  payments: P;
  /** Waits for event subscribers (mail, for one) to finish what the last requests started. */
  settled(): Promise<void>;
  /** app.inject() with `Authorization: Bearer <token>`. */
  injectAs(token: string, request: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions<P extends Payments = SandboxPayments> {
  /** Load the demo catalogue from content/ (default) or from another folder; false for none. */
  catalogue?: string | false;
  rateLimits?: boolean;
  env?: Record<string, string>;
  webDistDir?: string;
  /** The edges a test may replace: mail transport, payment gateway, clock, log destination. */
  mailer?: Mailer;
  payments?: P;
  clock?: Clock | ManualClock;
  logger?: DestinationStream;
  /** Where Facebook's Graph API is instead (a replay server); with FACEBOOK_APP_* in env. */
  facebookGraphUrl?: string;
}

/**
 * A fresh database: in-memory PGlite, or a throwaway database on the DATABASE_URL server.
 * `seeded`: PGlite starts from a template that is already migrated and holds the demo catalogue
 * (see templateOf); on PostgreSQL the caller migrates and seeds.
 */
export async function openTestDatabase(
  options: { template?: 'migrated' | 'seeded' } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const loadDataDir = options.template ? await templateOf(options.template) : undefined;
    const database = await openDatabase({ kind: 'memory', loadDataDir });
    return { database, drop: async () => {} };
  }
  const name = `osce_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Starting PGlite from a dumped data directory skips initdb, the migrations and the seeding: most
 * of what building a test app cost. The templates are built once (by the first test file that
 * needs one) and kept in the system's temp folder under a key made of everything they are made
 * from: the migrations, the seed code, the demo content and the day (the seeder dates the
 * stations it creates). A stale key is never read; two workers building at once both write the
 * same bytes, and a rename makes each write whole.
 */
const templates = new Map<string, Promise<Blob>>();

function templateOf(kind: 'migrated' | 'seeded'): Promise<Blob> {
  let template = templates.get(kind);
  if (!template) {
    template = loadOrBuildTemplate(kind);
    templates.set(kind, template);
  }
  return template;
}

async function loadOrBuildTemplate(kind: 'migrated' | 'seeded'): Promise<Blob> {
  const hash = createHash('sha256').update(kind).update(new Date().toISOString().slice(0, 10));
  const seedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed');
  const sources = [migrationsFolder(), ...(kind === 'seeded' ? [seedDir, repoContentDir] : [])];
  for (const file of sources.flatMap((dir) => filesUnder(dir))) {
    hash.update(file).update(fs.readFileSync(file));
  }
  const dir = path.join(os.tmpdir(), 'osce-test-templates');
  const file = path.join(dir, `${kind}-${hash.digest('hex').slice(0, 16)}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const database = await openDatabase({ kind: 'memory' });
  try {
    await database.migrate();
    if (kind === 'seeded') await seedCatalogue(database.db, readCatalogue(repoContentDir));
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    fs.mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return new Blob([await dump.arrayBuffer()]);
  } finally {
    await database.close();
  }
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export async function buildTestApp<P extends Payments = SandboxPayments>(
  options: TestAppOptions<P> = {},
): Promise<TestApp<P>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'osce-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_COST: '10',
    CAPTCHA_HMAC_KEY: 'test-captcha-key-0123456789abcdef',
    ADMIN_EMAIL: 'admin@example.test',
    WEB_DIST_DIR: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const demo = options.catalogue === undefined || options.catalogue === repoContentDir;
  const { database, drop } = await openTestDatabase({ template: demo ? 'seeded' : 'migrated' });
  await database.migrate();
  if (options.catalogue !== false && !(demo && database.driver === 'pglite')) {
    await seedCatalogue(database.db, readCatalogue(options.catalogue ?? repoContentDir));
  }
  const mail: MailMessage[] = [];
  const mailer: Mailer = options.mailer ?? {
    async send(message) {
      mail.push(message);
    },
  };
  const clock = options.clock ?? new ManualClock(new Date());
  // Without an injected set, P is the default SandboxPayments.
  const payments = options.payments ?? (createSandboxPayments() as Payments as P);
  const app = await buildApp({
    config,
    database,
    mailer,
    clock,
    payments,
    rateLimits: options.rateLimits ?? false,
    mailSweep: false,
    logger: options.logger ?? false,
    facebookGraphUrl: options.facebookGraphUrl,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    mail,
    clock,
    payments,
    settled: () => app.ctx.events.idle(),
    injectAs: (token, request) =>
      app.inject({
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${token}` },
      }),
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Builds a test app for the enclosing describe block (or file) and closes it afterwards by itself.
 * Read it inside tests: `const t = useTestApp(); it('...', () => t().app.inject(...))`.
 */
export function useTestApp<P extends Payments = SandboxPayments>(
  options: TestAppOptions<P> = {},
): () => TestApp<P> {
  let testApp: TestApp<P> | undefined;
  beforeAll(async () => {
    testApp = await buildTestApp(options);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  return () => {
    if (!testApp) throw new Error('the test app is built in beforeAll: read it inside a test');
    return testApp;
  };
}

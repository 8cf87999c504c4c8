// Starts the product: config, database, migrations, demo catalogue on an empty database, listen,
// and a graceful shutdown that lets in-flight requests finish and closes the database cleanly
// (an embedded PGlite data directory must never be left half-written).
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { DataDirBusyError } from './db/data-dir-lock.ts';
import { openDatabaseFromConfig } from './db/open.ts';
import { systemClock } from './lib/clock.ts';
import { secretsInLogWarning } from './mail/secrets-in-log-warning.ts';
import { DEMO_ADMIN_USERNAME, ensureDemoAdministrator } from './modules/accounts/demo-admin.ts';
import { createAppJobRunner, JOB_TICK_MS } from './modules/jobs/app-jobs.ts';
import { handleShutdownSignals } from './process/graceful-shutdown.ts';
import { readCatalogue } from './seed/catalogue-reader.ts';
import { isDatabaseEmpty, seedCatalogue } from './seed/seed-catalogue.ts';
import { readStationLibrary, type StationProblem } from './seed/station-reader.ts';
import { refreshStationLibrary } from './seed/study.seeder.ts';

const SHUTDOWN_GRACE_MS = 10_000;
const FORCED_DB_CLOSE_MS = 3_000;

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

let database: Database;
try {
  database = await openDatabaseFromConfig(config);
} catch (err) {
  // Another process holds the embedded database: say who, and how to run several, then stop
  // before anything touched the folder.
  if (err instanceof DataDirBusyError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
await database.migrate();
const app = await buildApp({ config, database });
const secretsWarning = secretsInLogWarning(config);
if (secretsWarning) app.log.warn(secretsWarning);

if (config.SEED && (await isDatabaseEmpty(database.db))) {
  const report = await seedCatalogue(database.db, readCatalogue(config.CONTENT_DIR));
  logStationProblems(report.study.problems, report.study.version1);
  app.log.info({ report }, 'demo catalogue loaded into the empty database');
} else if (config.SEED) {
  // The station library is refreshed at every start: new and edited station files go live, an
  // unchanged one is not written, and members' history is never touched.
  const report = await refreshStationLibrary(
    database.db,
    readStationLibrary(path.join(config.CONTENT_DIR, 'stations')),
    systemClock.now(),
  );
  logStationProblems(report.problems, report.version1);
  // docs/admin.md, 'The library': the console's edit stands until the file is brought level.
  for (const kept of report.kept) {
    app.log.warn(
      kept.retired
        ? `station ${kept.number} was retired in the back office; ${kept.file} is still in the library: remove the file, or restore the station in the back office`
        : `station ${kept.number} was last edited in the back office; ${kept.file} differs and was not applied: export the station into content/stations/ to bring the file level`,
    );
  }
  app.log.info(
    {
      report: {
        ...report,
        problems: report.problems.length,
        version1: report.version1.length,
        kept: report.kept.length,
      },
    },
    'station library refreshed',
  );
}

function logStationProblems(problems: StationProblem[], version1: string[]) {
  for (const p of problems)
    app.log.warn(`station file skipped: ${p.file}: ${p.field}: ${p.message}`);
  for (const file of version1) {
    app.log.warn(`station file in version 1, loaded with defaults: ${file}: bring it to version 2`);
  }
}
const admin = await ensureDemoAdministrator({
  db: database.db,
  clock: systemClock,
  email: config.ADMIN_EMAIL,
  password: config.ADMIN_PASSWORD,
});
if (admin.created && admin.generatedPassword) {
  // Shown once, on the start that made the account; set ADMIN_PASSWORD to choose it instead.
  app.log.warn(
    `demo administrator created: username ${DEMO_ADMIN_USERNAME}, password ${admin.generatedPassword} (shown once)`,
  );
} else if (!admin.created && admin.reason === 'username_taken') {
  app.log.warn(`no demo administrator: the username ${DEMO_ADMIN_USERNAME} belongs to a member`);
}
// Background jobs (status relabelling, renewal reminders): every process ticks, and the jobs table's
// row locks let exactly one of them run each due job.
const jobRunner = createAppJobRunner(app.ctx);
app.addHook('onClose', () => jobRunner.stop());
handleShutdownSignals({
  app,
  database,
  graceMs: SHUTDOWN_GRACE_MS,
  forcedCloseMs: FORCED_DB_CLOSE_MS,
});

try {
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`${config.BRAND_NAME} is up at ${config.publicUrl} (${database.driver})`);
  jobRunner.start(JOB_TICK_MS);
} catch (err) {
  app.log.error({ err }, 'could not listen');
  await app.close(); // flushes the log buffer
  await database.close();
  process.exit(1);
}

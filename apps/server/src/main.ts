// Starts the product: config, database, migrations, demo catalogue on an empty database, listen,
// and a graceful shutdown that lets in-flight requests finish and closes the database cleanly
// (an embedded PGlite data directory must never be left half-written).
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabaseFromConfig } from './db/open.ts';
import { readCatalogue } from './seed/catalogue-reader.ts';
import { isDatabaseEmpty, seedCatalogue } from './seed/seed-catalogue.ts';

const SHUTDOWN_GRACE_MS = 10_000;

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

const database = await openDatabaseFromConfig(config);
await database.migrate();
const app = await buildApp({ config, database });

if (config.SEED && (await isDatabaseEmpty(database.db))) {
  const report = await seedCatalogue(database.db, readCatalogue(config.CONTENT_DIR));
  app.log.info({ report }, 'demo catalogue loaded into the empty database');
}
if (config.captchaKeyIsEphemeral) {
  app.log.warn('CAPTCHA_HMAC_KEY is not set: using a random key for this process only');
}

const pruneTimer = setInterval(
  () =>
    void app.services.captcha
      .pruneSpent()
      .catch((err: unknown) => app.log.warn({ err }, 'captcha prune failed')),
  60 * 60 * 1000,
);
pruneTimer.unref();

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    clearInterval(pruneTimer);
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`${config.BRAND_NAME} is up at ${config.publicUrl} (${database.driver})`);
} catch (err) {
  app.log.error({ err }, 'could not listen');
  await app.close(); // flushes the log buffer
  await database.close();
  process.exit(1);
}

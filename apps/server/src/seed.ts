// `npm run seed`: loads (or refreshes) the demo catalogue in the configured database.
import { loadConfig } from './config.ts';
import { openDatabaseFromConfig } from './db/open.ts';
import { readCatalogue } from './seed/catalogue-reader.ts';
import { seedCatalogue } from './seed/seed-catalogue.ts';

const config = loadConfig();
const database = await openDatabaseFromConfig(config);
try {
  await database.migrate();
  const report = await seedCatalogue(database.db, readCatalogue(config.CONTENT_DIR));
  console.warn(`Catalogue loaded into ${database.driver}: ${JSON.stringify(report)}`);
} finally {
  await database.close();
}

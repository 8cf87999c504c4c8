// Loads a read catalogue into the database in one transaction: all of it or none of it. Each
// domain has its own seeder writing through its own repositories; this file only runs them in
// order on the one transaction. Idempotent: rows are matched by natural keys (code, slug, name,
// version) and updated, so loading again after editing content/ refreshes the demo in place.
import type { Db } from '../db/client.ts';
import { createContentCatalogueRepository } from '../modules/content/content-catalogue.repository.ts';
import { seedBilling } from './billing.seeder.ts';
import type { Catalogue } from './catalogue-reader.ts';
import { seedContent } from './content.seeder.ts';
import { SeedContext, type DomainSeeder } from './seed-context.ts';
import { seedStudy } from './study.seeder.ts';

// Run in this order: a domain may refer to rows an earlier one wrote (plans name countries).
const seeders = {
  content: seedContent,
  billing: seedBilling,
  study: seedStudy,
} satisfies Record<string, DomainSeeder>;

/** What each domain's seeder wrote, by domain. */
export type SeedReport = {
  [Domain in keyof typeof seeders]: Awaited<ReturnType<(typeof seeders)[Domain]>>;
};

/** No catalogue has been loaded: everything else hangs off the countries. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return (await createContentCatalogueRepository(db).countCountries()) === 0;
}

export async function seedCatalogue(db: Db, catalogue: Catalogue): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const context = new SeedContext();
    const report: Partial<Record<string, object>> = {};
    for (const [domain, seed] of Object.entries(seeders)) {
      report[domain] = await seed(tx, catalogue, context);
    }
    return report as SeedReport;
  });
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import {
  blogs,
  countries,
  medicalSchools,
  pages,
  subscriptionTypes,
  terms,
} from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase, repoContentDir } from '../test/test-app.ts';
import { CatalogueError, readCatalogue } from './catalogue-reader.ts';
import { isDatabaseEmpty, seedCatalogue } from './seed-catalogue.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await drop();
});

const rows = async (
  table:
    | typeof countries
    | typeof medicalSchools
    | typeof pages
    | typeof blogs
    | typeof subscriptionTypes
    | typeof terms,
) => (await database.db.select({ n: count() }).from(table))[0]!.n;

function tempCatalogue(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'osce-catalogue-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('seedCatalogue', () => {
  it('loads the demo catalogue once and again without duplicates', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const catalogue = readCatalogue(repoContentDir);
    await seedCatalogue(database.db, catalogue);
    const first = await Promise.all(
      [countries, medicalSchools, pages, blogs, subscriptionTypes, terms].map(rows),
    );
    await seedCatalogue(database.db, readCatalogue(repoContentDir));
    const second = await Promise.all(
      [countries, medicalSchools, pages, blogs, subscriptionTypes, terms].map(rows),
    );
    expect(second).toEqual(first);
    expect(first[3]).toBeGreaterThanOrEqual(12);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('never rewrites a published terms version', async () => {
    const dir = tempCatalogue({ 'terms/1.md': '---\nversion: 1\n---\nA different text' });
    const report = await seedCatalogue(database.db, readCatalogue(dir));
    expect(report.termsLeftAsPublished).toEqual([1]);
    const [row] = await database.db.select().from(terms);
    expect(row!.terms).not.toContain('A different text');
  });

  it('writes nothing when part of the catalogue cannot be loaded', async () => {
    const before = await rows(pages);
    const dir = tempCatalogue({
      'pages/brand-new-page.md': '---\ntitle: New\n---\nBody',
      // A school in a state the countries file does not have: the whole load must roll back.
      'countries.yaml': '- code: US\n  name: United States\n  currency: USD\n  states: [Ohio]\n',
      'medical-schools.yaml': 'US:\n  Atlantis: [Nowhere School of Medicine]\n',
    });
    await expect(seedCatalogue(database.db, readCatalogue(dir))).rejects.toThrow(/Atlantis/);
    expect(await rows(pages)).toBe(before);
  });

  it('sanitises authored HTML on the way in', async () => {
    const dir = tempCatalogue({
      'pages/unsafe-2.md':
        '---\ntitle: Unsafe\n---\nHello <script>alert(1)</script><img src="https://evil.test/x.png" onerror="alert(2)">',
    });
    const catalogue = readCatalogue(dir);
    expect(catalogue.pages[0]!.content).not.toMatch(/script|onerror|evil\.test/);
  });

  it('names the file and the problem of a bad catalogue file', () => {
    const dir = tempCatalogue({ 'blog/bad-post.md': '---\ntitle: No extract or date\n---\nText' });
    expect(() => readCatalogue(dir)).toThrow(CatalogueError);
    expect(() => readCatalogue(dir)).toThrow(/bad-post\.md: .*extract/);
  });
});

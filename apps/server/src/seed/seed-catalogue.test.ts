// The catalogue load, on a fresh database per test (it is about what the whole database holds).
// Expectations are derived from the files read, never typed from the demo catalogue, so editing
// content/ does not break these tests; content/ failing to load does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  blogs,
  countries,
  medicalSchools,
  pageNodes,
  pages,
  states,
  subscriptionTypes,
  terms,
  testimonials,
  tutorials,
} from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { openTestDatabase, repoContentDir } from '../test/test-app.ts';
import { CatalogueError, readCatalogue, type Catalogue } from './catalogue-reader.ts';
import { isDatabaseEmpty, seedCatalogue } from './seed-catalogue.ts';

async function freshDb(): Promise<Db> {
  const { database, drop } = await openTestDatabase({ template: 'migrated' });
  onTestFinished(async () => {
    await database.close();
    await drop();
  });
  await database.migrate();
  return database.db;
}

function tempCatalogue(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'osce-catalogue-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const tables = {
  countries,
  states,
  medicalSchools,
  subscriptionTypes,
  pages,
  pageNodes,
  blogs,
  testimonials,
  terms,
  tutorials,
};
type Counts = Record<keyof typeof tables, number>;

async function countRows(db: Db): Promise<Counts> {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Counts;
}

const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);
const lengths = (lists: Record<string, string[]>) => sum(Object.values(lists).map((l) => l.length));

/** The rows a catalogue should become, counted from what was read. */
function rowsOf(c: Catalogue): Counts {
  return {
    countries: c.countries.length,
    states: sum(c.countries.map((country) => country.states.length)),
    medicalSchools: lengths(c.schools.US) + lengths(c.schools.AU) + c.schools.UK.length,
    subscriptionTypes: sum(Object.values(c.plans).map((list) => list?.length ?? 0)),
    pages: c.pages.length,
    pageNodes: sum(c.pages.map((p) => p.nodes.length)),
    blogs: c.blogs.length,
    testimonials: c.testimonials.length,
    terms: c.terms.length,
    tutorials: c.tutorial ? 1 : 0,
  };
}

const US = '- code: US\n  name: United States\n  currency: USD\n  states: [Ohio]\n';
const plan = (name: string, cost: number) =>
  `  - name: ${name}\n    cost: ${cost}\n    length: 30\n    display_length: 1 Month\n    description: Every station\n`;

describe('seedCatalogue', () => {
  it('loads every file of content/ into an empty database, and a second load changes nothing', async () => {
    const db = await freshDb();
    const catalogue = readCatalogue(repoContentDir);
    const expected = rowsOf(catalogue);
    // A wrong folder reads as an empty catalogue: every kind of row must be there to count.
    for (const n of Object.values(expected)) expect(n).toBeGreaterThan(0);
    expect(await isDatabaseEmpty(db)).toBe(true);

    const report = await seedCatalogue(db, catalogue);
    expect(await countRows(db)).toEqual(expected);
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(report.content).toMatchObject({
      countries: expected.countries,
      schools: expected.medicalSchools,
      pages: expected.pages,
      blogs: expected.blogs,
      terms: expected.terms,
      termsLeftAsPublished: [],
    });
    expect(report.billing.plans).toBe(expected.subscriptionTypes);

    const again = await seedCatalogue(db, readCatalogue(repoContentDir));
    expect(await countRows(db)).toEqual(expected);
    expect(again.content.termsLeftAsPublished).toEqual([]);
  });

  it('refreshes edited rows in place, matched by their natural keys', async () => {
    const db = await freshDb();
    const page = (title: string, nodes: number) =>
      `---\ntitle: ${title}\nnodes:\n${'  - type: content\n    columns: [Column]\n'.repeat(nodes)}---\nBody`;
    await seedCatalogue(
      db,
      readCatalogue(
        tempCatalogue({
          'countries.yaml': US,
          'subscription-types.yaml': `US:\n${plan('Monthly', 10)}`,
          'pages/guide.md': page('First title', 2),
        }),
      ),
    );
    await seedCatalogue(
      db,
      readCatalogue(
        tempCatalogue({
          'countries.yaml': US,
          'subscription-types.yaml': `US:\n${plan('Monthly', 12.5)}`,
          'pages/guide.md': page('Second title', 1),
        }),
      ),
    );
    const [storedPage] = await db.select().from(pages);
    expect(storedPage?.title).toBe('Second title');
    expect(await countRows(db)).toMatchObject({ pages: 1, pageNodes: 1, subscriptionTypes: 1 });
    const [storedPlan] = await db.select().from(subscriptionTypes);
    expect(storedPlan?.cost).toBe(12.5);
  });

  it('never rewrites a published terms version, and says which it left', async () => {
    const db = await freshDb();
    await seedCatalogue(
      db,
      readCatalogue(tempCatalogue({ 'terms/1.md': '---\nversion: 1\n---\nFirst text' })),
    );
    const report = await seedCatalogue(
      db,
      readCatalogue(
        tempCatalogue({
          'terms/1.md': '---\nversion: 1\n---\nA different text',
          'terms/2.md': '---\nversion: 2\n---\nSecond text',
        }),
      ),
    );
    expect(report.content.termsLeftAsPublished).toEqual([1]);
    const [v1] = await db.select().from(terms).where(eq(terms.version, 1));
    const [v2] = await db.select().from(terms).where(eq(terms.version, 2));
    expect(v1?.terms).toBe('<p>First text</p>');
    expect(v2?.terms).toBe('<p>Second text</p>');
  });

  it.each<{ problem: string; files: Record<string, string>; error: RegExp }>([
    {
      problem: 'a school in a state its country lacks (content fails after writing countries)',
      files: { 'medical-schools.yaml': 'US:\n  Atlantis: [Nowhere School of Medicine]\n' },
      error: /Atlantis/,
    },
    {
      problem: 'a plan for a country not in countries.yaml (billing fails after content)',
      files: { 'subscription-types.yaml': `AU:\n${plan('Monthly', 10)}` },
      error: /subscription-types\.yaml refers to country AU/,
    },
  ])('writes nothing when the catalogue has $problem', async ({ files, error }) => {
    const db = await freshDb();
    const dir = tempCatalogue({
      'countries.yaml': US,
      'pages/brand-new-page.md': '---\ntitle: New\n---\nBody',
      'terms/1.md': '---\nversion: 1\n---\nTerms',
      ...files,
    });
    await expect(seedCatalogue(db, readCatalogue(dir))).rejects.toThrow(error);
    expect(Object.values(await countRows(db))).toEqual(Object.values(tables).map(() => 0));
    expect(await isDatabaseEmpty(db)).toBe(true);
  });

  it('stores authored HTML without script', async () => {
    const db = await freshDb();
    const unsafe =
      'Hello <script>alert(1)</script><img src="https://evil.test/x.png" onerror="x()">';
    await seedCatalogue(
      db,
      readCatalogue(
        tempCatalogue({
          'pages/unsafe.md': `---\ntitle: Unsafe\n---\n${unsafe}`,
          'testimonials.yaml': `- name: Someone\n  testimonial: '${unsafe}'\n`,
        }),
      ),
    );
    const [page] = await db.select().from(pages);
    const [testimonial] = await db.select().from(testimonials);
    for (const html of [page?.content, testimonial?.testimonial]) {
      expect(html).toContain('Hello');
      expect(html).not.toMatch(/script|onerror|evil\.test/);
    }
  });
});

describe('readCatalogue', () => {
  it('names the file and the problem of a bad catalogue file', () => {
    const dir = tempCatalogue({ 'blog/bad-post.md': '---\ntitle: No extract or date\n---\nText' });
    expect(() => readCatalogue(dir)).toThrow(CatalogueError);
    expect(() => readCatalogue(dir)).toThrow(/bad-post\.md: .*extract/);
  });
});

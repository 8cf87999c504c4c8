// Test factories: each call creates exactly one row, through the same repositories the seeder
// uses, with defaults unique to the call (so tests sharing a database never collide), and answers
// the stored row. Pass overrides for whatever the test asserts on.
//
// Public answers are cached by the app: create what a test reads before its first request.
import { COUNTRY_OPTIONS, type CountryCode } from '@osce/shared/countries';
import type { Db } from '../db/client.ts';
import {
  createSubscriptionTypeCatalogueRepository,
  type NewSubscriptionType,
} from '../modules/billing/subscription-type-catalogue.repository.ts';
import {
  createContentCatalogueRepository,
  type NewBlog,
  type NewCountry,
  type NewMedicalSchool,
  type NewPage,
  type NewPageNode,
  type NewTestimonial,
  type NewTerms,
} from '../modules/content/content-catalogue.repository.ts';

// Unique within a process, and across processes sharing a PostgreSQL server.
const run = Math.random().toString(36).slice(2, 7);
let sequence = 0;
const unique = (prefix: string) => `${prefix}-${run}-${++sequence}`;

const CURRENCIES: Record<CountryCode, string> = { AU: 'AUD', US: 'USD', UK: 'GBP' };

const content = (db: Db) => createContentCatalogueRepository(db);

/**
 * A market. The API knows only the three markets' codes, so the default is the first of them
 * not in the database yet; a fourth call without a code fails.
 */
export async function createCountry(db: Db, overrides: Partial<NewCountry> = {}) {
  const taken = new Set(await content(db).listCountryCodes());
  const market = overrides.code
    ? COUNTRY_OPTIONS.find((o) => o.code === overrides.code)
    : COUNTRY_OPTIONS.find((o) => !taken.has(o.code));
  const code = overrides.code ?? market?.code;
  if (!code) throw new Error('createCountry: every market exists already; pass one of them');
  if (taken.has(code)) throw new Error(`createCountry: ${code} exists already in this database`);
  return content(db).upsertCountry({
    name: market?.name ?? unique('Country'),
    currency: market ? CURRENCIES[market.code] : 'XXX',
    position: ++sequence,
    ...overrides,
    code,
  });
}

export async function createState(db: Db, values: { countryId: number; name?: string }) {
  const name = values.name ?? unique('State');
  const states = await content(db).addStates(values.countryId, [name]);
  const state = states.find((s) => s.name === name);
  if (!state) throw new Error(`createState: ${name} not written`);
  return state;
}

export async function createMedicalSchool(
  db: Db,
  values: Pick<NewMedicalSchool, 'countryId'> & Partial<NewMedicalSchool>,
) {
  const [school] = await content(db).upsertMedicalSchools([
    { name: unique('School of Medicine'), stateId: null, ...values },
  ]);
  if (!school) throw new Error('createMedicalSchool: not written');
  return school;
}

/** A page with its nodes, stored in the order given. */
export async function createPage(
  db: Db,
  overrides: Partial<NewPage> & { nodes?: NewPageNode[] } = {},
) {
  const { nodes = [], ...page } = overrides;
  const slug = page.slug ?? unique('page');
  return content(db).upsertPage(
    { title: `Title of ${slug}`, content: `<p>Body of ${slug}</p>`, ...page, slug },
    nodes,
  );
}

export function createBlog(db: Db, overrides: Partial<NewBlog> = {}) {
  const slug = overrides.slug ?? unique('post');
  return content(db).upsertBlog({
    title: `Title of ${slug}`,
    extract: `Extract of ${slug}`,
    content: `<p>Body of ${slug}</p>`,
    // Distinct dates, so the newest-first order of posts made one after another is defined.
    publishedAt: new Date(Date.UTC(2024, 0, 1) + ++sequence * 60_000),
    ...overrides,
    slug,
  });
}

export function createTestimonial(db: Db, overrides: Partial<NewTestimonial> = {}) {
  const name = overrides.name ?? unique('Student');
  return content(db).upsertTestimonial({
    testimonial: `<p>Said by ${name}</p>`,
    position: ++sequence,
    ...overrides,
    name,
  });
}

/** A published terms version: by default the one after the latest. */
export async function createTerms(db: Db, overrides: Partial<NewTerms> = {}) {
  const repo = content(db);
  const version = overrides.version ?? ((await repo.latestTermsVersion()) ?? 0) + 1;
  const { row, outcome } = await repo.publishTerms({
    terms: `<h2>Terms, version ${version}</h2>`,
    ...overrides,
    version,
  });
  if (outcome !== 'published')
    throw new Error(`createTerms: version ${version} is published already`);
  return row;
}

/** A subscription type (a plan) sold in the given country. */
export function createPlan(
  db: Db,
  values: Pick<NewSubscriptionType, 'countryId'> & Partial<NewSubscriptionType>,
) {
  return createSubscriptionTypeCatalogueRepository(db).upsertSubscriptionType({
    name: unique('Plan'),
    cost: 30,
    discountedCost: null,
    length: 30,
    displayLength: '1 Month',
    description: '<p>Every station, every feature.</p>',
    position: ++sequence,
    ...values,
  });
}

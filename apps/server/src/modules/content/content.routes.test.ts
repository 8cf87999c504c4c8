import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BlogPage,
  Country,
  MedicalSchool,
  PageContent,
  Terms,
  Testimonial,
} from '@osce/shared/api';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/countries', () => {
  it('lists the three markets with their states', async () => {
    const res = await get('/api/countries');
    expect(res.statusCode).toBe(200);
    const countries = res.json<Country[]>();
    const byCode = Object.fromEntries(countries.map((c) => [c.code, c]));
    expect(countries.map((c) => c.name)).toEqual(['United States', 'Australia', 'United Kingdom']);
    expect(byCode.US?.states).toHaveLength(51);
    expect(byCode.US?.states.map((s) => s.name)).toContain('District of Columbia');
    expect(byCode.AU?.states.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'New South Wales',
        'Victoria',
        'Australian Capital Territory',
        'Northern Territory',
      ]),
    );
    expect(byCode.AU?.states).toHaveLength(8);
    expect(byCode.UK?.states).toEqual([]);
  });
});

describe('GET /api/medical_schools', () => {
  it('lists real schools tied to their country and state', async () => {
    const [schools, countries] = await Promise.all([
      get('/api/medical_schools').then((r) => r.json<MedicalSchool[]>()),
      get('/api/countries').then((r) => r.json<Country[]>()),
    ]);
    const id = (code: string) => countries.find((c) => c.code === code)!.id;
    const us = schools.filter((s) => s.country_id === id('US'));
    expect(us.length).toBeGreaterThanOrEqual(60);
    expect(new Set(us.map((s) => s.state_id)).size).toBeGreaterThanOrEqual(20);
    expect(us.every((s) => s.state_id !== null)).toBe(true);
    expect(schools.filter((s) => s.country_id === id('AU')).length).toBeGreaterThanOrEqual(10);
    const uk = schools.filter((s) => s.country_id === id('UK'));
    expect(uk.length).toBeGreaterThanOrEqual(15);
    expect(uk.every((s) => s.state_id === null)).toBe(true);
  });
});

describe('GET /api/page/{slug}', () => {
  it('answers each market home page with its banner fields', async () => {
    for (const slug of ['home', 'home-1', 'home-2']) {
      const res = await get(`/api/page/${slug}`);
      expect(res.statusCode).toBe(200);
      const page = res.json<PageContent>();
      expect(page.slug).toBe(slug);
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.image).toMatch(/^\/images\//);
      expect(page.meta_description).toBeTruthy();
    }
  });

  it('serves content pages with every node type', async () => {
    const pages = await Promise.all(
      ['about-us-2', 'faqs-2', 'privacy-policy', 'terms-and-conditions'].map((s) =>
        get(`/api/page/${s}`),
      ),
    );
    expect(pages.map((p) => p.statusCode)).toEqual([200, 200, 200, 200]);
    const faqs = pages[1]!.json<PageContent>();
    const accordion = faqs.nodes.find((n) => n.type === 'accordion');
    expect(accordion?.accordions.length).toBeGreaterThanOrEqual(10);

    const showcase = (await get('/api/page/study-tips-2')).json<PageContent>();
    const columns = showcase.nodes.filter((n) => n.type === 'content').map((n) => n.content.length);
    expect(columns).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(showcase.nodes.some((n) => n.type === 'accordion')).toBe(true);
    const gallery = showcase.nodes.find((n) => n.type === 'gallery');
    expect(gallery?.assets.every((a) => a.src.startsWith('/images/') && a.alt)).toBe(true);
  });

  it('records one page view per request, without visitor data', async () => {
    const page = (await get('/api/page/about-us-2')).json<PageContent>();
    await t.app.services.pageViews.flush();
    const { createContentRepository } = await import('./content.repository.ts');
    const repo = createContentRepository(t.database.db);
    const before = await repo.countPageViews(page.id);
    await get('/api/page/about-us-2');
    await get('/api/page/about-us-2');
    await t.app.services.pageViews.flush();
    expect(await repo.countPageViews(page.id)).toBe(before + 2);
  });

  it('answers 404 JSON for an unknown page', async () => {
    const res = await get('/api/page/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('GET /api/blogs', () => {
  it('pages ten posts at a time, newest first, with the total', async () => {
    const first = (await get('/api/blogs')).json<BlogPage>();
    expect(first.per_page).toBe(10);
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(first.data).toHaveLength(10);
    const dates = first.data.map((b) => b.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    const second = (await get('/api/blogs?page=2')).json<BlogPage>();
    expect(second.page).toBe(2);
    expect(second.data).toHaveLength(first.total - 10);
    expect(second.data[0]!.published_at <= first.data[9]!.published_at).toBe(true);
    expect(new Set([...first.data, ...second.data].map((b) => b.slug)).size).toBe(first.total);
  });

  it('refuses a page number that is not a whole number from 1', async () => {
    for (const page of ['0', 'abc', '-1', '1.5']) {
      const res = await get(`/api/blogs?page=${page}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, fields: { page: expect.any(String) } });
    }
  });

  it('answers one post by slug, and 404 for an unknown one', async () => {
    const [summary] = (await get('/api/blogs')).json<BlogPage>().data;
    const res = await get(`/api/blogs/${summary!.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: summary!.slug, title: summary!.title });
    expect(res.json<{ content: string }>().content).toContain('<p>');
    expect((await get('/api/blogs/not-a-post')).statusCode).toBe(404);
  });
});

describe('testimonials and terms', () => {
  it('lists testimonials as HTML with names', async () => {
    const list = (await get('/api/testimonials')).json<Testimonial[]>();
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      name: expect.any(String),
      testimonial: expect.stringContaining('<'),
    });
  });

  it('answers the latest terms version', async () => {
    const terms = (await get('/api/terms_and_conditions')).json<Terms>();
    expect(terms).toMatchObject({ id: expect.any(Number), version: 1 });
    expect(terms.terms).toMatch(/<h\d/);
  });
});

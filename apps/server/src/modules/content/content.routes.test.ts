// Public content calls, on a database without the demo catalogue: each test creates what it
// asserts on. Reads of one thing by its key share an app (every test's slugs are its own); a
// read of a whole list gets a database of its own, since the list is every row there is.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { BLOG_PAGE_SIZE } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import {
  blogPageSchema,
  blogSchema,
  countrySchema,
  medicalSchoolSchema,
  pageContentSchema,
  termsSchema,
  testimonialSchema,
} from '@osce/shared/schemas/api';
import {
  createBlog,
  createCountry,
  createMedicalSchool,
  createPage,
  createState,
  createTerms,
  createTestimonial,
} from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let shared: TestApp;
beforeAll(async () => {
  shared = await buildTestApp({ catalogue: false });
});
afterAll(async () => {
  await shared.close();
});

async function freshApp(): Promise<TestApp> {
  const t = await buildTestApp({ catalogue: false });
  onTestFinished(() => t.close());
  return t;
}

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/countries', () => {
  it('lists the markets in display order, each with its own states by name', async () => {
    const t = await freshApp();
    const db = t.database.db;
    const uk = await createCountry(db, { code: 'UK', position: 3 });
    const us = await createCountry(db, { code: 'US', position: 1 });
    const au = await createCountry(db, { code: 'AU', position: 2 });
    const ohio = await createState(db, { countryId: us.id, name: 'Ohio' });
    const alabama = await createState(db, { countryId: us.id, name: 'Alabama' });
    const victoria = await createState(db, { countryId: au.id, name: 'Victoria' });

    const res = await get(t, '/api/countries');
    expect(res.statusCode).toBe(200);
    expect(countrySchema.array().parse(res.json())).toEqual([
      {
        id: us.id,
        code: 'US',
        name: us.name,
        currency: 'USD',
        states: [
          { id: alabama.id, name: 'Alabama' },
          { id: ohio.id, name: 'Ohio' },
        ],
      },
      {
        id: au.id,
        code: 'AU',
        name: au.name,
        currency: 'AUD',
        states: [{ id: victoria.id, name: 'Victoria' }],
      },
      { id: uk.id, code: 'UK', name: uk.name, currency: 'GBP', states: [] },
    ]);
  });
});

describe('GET /api/medical_schools', () => {
  it('lists schools by name, each with its country and its state (UK schools have none)', async () => {
    const t = await freshApp();
    const db = t.database.db;
    const us = await createCountry(db, { code: 'US' });
    const uk = await createCountry(db, { code: 'UK' });
    const ohio = await createState(db, { countryId: us.id });
    const zeta = await createMedicalSchool(db, {
      name: 'Zeta',
      countryId: us.id,
      stateId: ohio.id,
    });
    const alpha = await createMedicalSchool(db, { name: 'Alpha', countryId: uk.id });
    const mu = await createMedicalSchool(db, { name: 'Mu', countryId: us.id, stateId: ohio.id });

    const res = await get(t, '/api/medical_schools');
    expect(res.statusCode).toBe(200);
    expect(medicalSchoolSchema.array().parse(res.json())).toEqual([
      { id: alpha.id, name: 'Alpha', country_id: uk.id, state_id: null },
      { id: mu.id, name: 'Mu', country_id: us.id, state_id: ohio.id },
      { id: zeta.id, name: 'Zeta', country_id: us.id, state_id: ohio.id },
    ]);
  });
});

describe('GET /api/page/{slug}', () => {
  it('answers a page with its fields and its nodes in their order', async () => {
    const { page } = await createPage(shared.database.db, {
      subtitle: 'A subtitle',
      image: '/images/banner.svg',
      metaTitle: 'Meta title',
      metaKeywords: 'osce, practice',
      metaDescription: 'Meta description',
      nodes: [
        {
          type: 'gallery',
          title: 'Pictures',
          assets: [{ src: '/images/a.svg', alt: 'A', caption: null }],
        },
        { type: 'content', title: null, content: ['<p>Left</p>', '<p>Right</p>'] },
        {
          type: 'accordion',
          title: 'Questions',
          content: ['<p>Intro</p>'],
          accordions: [{ title: 'Why?', content: '<p>Because.</p>' }],
        },
      ],
    });

    const res = await get(shared, `/api/page/${page.slug}`);
    expect(res.statusCode).toBe(200);
    const body = pageContentSchema.parse(res.json());
    expect(body).toMatchObject({
      id: page.id,
      slug: page.slug,
      title: page.title,
      subtitle: 'A subtitle',
      content: page.content,
      image: '/images/banner.svg',
      meta_title: 'Meta title',
      meta_keywords: 'osce, practice',
      meta_description: 'Meta description',
    });
    expect(body.nodes.map((n) => [n.type, n.title])).toEqual([
      ['gallery', 'Pictures'],
      ['content', null],
      ['accordion', 'Questions'],
    ]);
    expect(body.nodes[0]!.assets).toEqual([{ src: '/images/a.svg', alt: 'A', caption: null }]);
    expect(body.nodes[1]!.content).toEqual(['<p>Left</p>', '<p>Right</p>']);
    expect(body.nodes[2]!.accordions).toEqual([{ title: 'Why?', content: '<p>Because.</p>' }]);
  });

  it('serves authored HTML without script or event handlers', async () => {
    const unsafe = '<p>Hi</p><script>alert(1)</script><img src="/images/a.svg" onerror="x()">';
    const { page } = await createPage(shared.database.db, {
      content: unsafe,
      nodes: [{ type: 'content', content: [unsafe] }],
    });

    const body = pageContentSchema.parse((await get(shared, `/api/page/${page.slug}`)).json());
    for (const html of [body.content, body.nodes[0]!.content[0]]) {
      expect(html).toContain('<p>Hi</p>');
      expect(html).toContain('src="/images/a.svg"');
      expect(html).not.toMatch(/script|onerror/);
    }
  });

  it('answers 404 JSON for a page that does not exist', async () => {
    const { page } = await createPage(shared.database.db);
    const res = await get(shared, `/api/page/${page.slug}-missing`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: messages.notFound });
  });
});

describe('GET /api/blogs', () => {
  it('pages posts ten at a time, newest first, with the total', async () => {
    const t = await freshApp();
    const total = BLOG_PAGE_SIZE + 2;
    // Created in an order unlike their dates, so the order answered is the dates'.
    const days = Array.from({ length: total }, (_, i) => (i * 5) % total);
    const posts = [];
    for (const day of days) {
      const publishedAt = new Date(Date.UTC(2025, 0, day + 1));
      posts.push(await createBlog(t.database.db, { publishedAt, tags: ['exams'] }));
    }
    const sorted = [...posts].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
    const newestFirst = sorted.map((p) => p.slug);

    const res = await get(t, '/api/blogs');
    expect(res.statusCode).toBe(200);
    // A summary, not the post: the list does not carry bodies.
    const newest = sorted[0]!;
    expect(res.json<{ data: unknown[] }>().data[0]).toEqual({
      id: newest.id,
      slug: newest.slug,
      title: newest.title,
      image: null,
      extract: newest.extract,
      tags: [{ name: 'exams' }],
      published_at: newest.publishedAt.toISOString(),
    });
    const first = blogPageSchema.parse(res.json());
    expect(first).toMatchObject({ total, page: 1, per_page: BLOG_PAGE_SIZE, last_page: 2 });
    expect(first.data.map((b) => b.slug)).toEqual(newestFirst.slice(0, BLOG_PAGE_SIZE));

    const second = blogPageSchema.parse((await get(t, '/api/blogs?page=2')).json());
    expect(second).toMatchObject({ total, page: 2, last_page: 2 });
    expect(second.data.map((b) => b.slug)).toEqual(newestFirst.slice(BLOG_PAGE_SIZE));

    const beyond = blogPageSchema.parse((await get(t, '/api/blogs?page=3')).json());
    expect(beyond).toMatchObject({ total, page: 3, data: [] });
  });

  it('refuses a page number that is not a whole number from 1', async () => {
    for (const page of ['0', 'abc', '-1', '1.5']) {
      const res = await get(shared, `/api/blogs?page=${page}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, fields: { page: expect.any(String) } });
    }
  });
});

describe('GET /api/blogs/{slug}', () => {
  it('answers one post with its sanitised body, its tags and meta', async () => {
    const post = await createBlog(shared.database.db, {
      content: '<h2>Heading</h2><p>Body</p><script>alert(1)</script>',
      tags: ['exams', 'tips'],
      metaKeywords: 'osce',
      metaDescription: 'About OSCEs',
    });

    const res = await get(shared, `/api/blogs/${post.slug}`);
    expect(res.statusCode).toBe(200);
    expect(blogSchema.parse(res.json())).toEqual({
      id: post.id,
      slug: post.slug,
      title: post.title,
      image: null,
      extract: post.extract,
      content: '<h2>Heading</h2><p>Body</p>',
      tags: [{ name: 'exams' }, { name: 'tips' }],
      published_at: post.publishedAt.toISOString(),
      meta_keywords: 'osce',
      meta_description: 'About OSCEs',
    });
  });

  it('answers 404 JSON for a post that does not exist', async () => {
    const post = await createBlog(shared.database.db);
    const res = await get(shared, `/api/blogs/${post.slug}-missing`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: messages.notFound });
  });
});

describe('GET /api/testimonials', () => {
  it('lists the active testimonials in display order', async () => {
    const t = await freshApp();
    const db = t.database.db;
    const third = await createTestimonial(db, { position: 3 });
    const first = await createTestimonial(db, { position: 1 });
    await createTestimonial(db, { position: 0, active: false });
    const second = await createTestimonial(db, { position: 2 });

    const res = await get(t, '/api/testimonials');
    expect(res.statusCode).toBe(200);
    expect(testimonialSchema.array().parse(res.json())).toEqual(
      [first, second, third].map((r) => ({ id: r.id, name: r.name, testimonial: r.testimonial })),
    );
  });
});

describe('GET /api/terms_and_conditions', () => {
  it('answers the highest published version, whatever order they were published in', async () => {
    const t = await freshApp();
    const latest = await createTerms(t.database.db, { version: 2, terms: '<h2>Second</h2>' });
    await createTerms(t.database.db, { version: 1, terms: '<h2>First</h2>' });

    const res = await get(t, '/api/terms_and_conditions');
    expect(res.statusCode).toBe(200);
    expect(termsSchema.parse(res.json())).toEqual({
      id: latest.id,
      version: 2,
      terms: '<h2>Second</h2>',
    });
  });
});

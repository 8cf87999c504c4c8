// The content console (docs/admin.md, 'Content and terms'): editors edit pages, blog posts, FAQs,
// testimonials and tutorial slides in Markdown and visitors see the change on their next request;
// script never survives; the catalogue refresh leaves console edits alone; publishing terms asks
// every member who has not agreed to agree again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentMessages as m } from '@osce/shared/admin/content-messages';
import { messages } from '@osce/shared/messages';
import { auditLog, blogs, pages, terms, users } from '../../../db/schema/index.ts';
import { readCatalogue } from '../../../seed/catalogue-reader.ts';
import { seedContent } from '../../../seed/content.seeder.ts';
import { SeedContext } from '../../../seed/seed-context.ts';
import { isDatabaseEmpty } from '../../../seed/seed-catalogue.ts';
import { createMember, type TestMember } from '../../../test/member-factory.ts';
import { repoContentDir, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

const XSS =
  'Hello <script>alert(1)</script><img src="x" onerror="alert(2)"> [click](javascript:alert(3)) ' +
  '<a href="https://example.org" onclick="alert(4)">ok</a> <iframe src="https://evil.test"></iframe>';

function expectClean(html: string) {
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
}

let editorCache: TestMember | undefined;
const editor = async () => (editorCache ??= await createMember(t(), { role: 'editor' }));
let adminCache: TestMember | undefined;
const admin = async () => (adminCache ??= await createMember(t(), { role: 'admin' }));

async function as(who: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t().injectAs(who.token, {
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function pageId(slug: string) {
  const [row] = await t().database.db.select().from(pages).where(eq(pages.slug, slug));
  return row!.id;
}

const pageBody = (markdown: string, published = true) => ({
  title: 'About OSCE Studio',
  subtitle: 'Who we are',
  meta_title: null,
  meta_keywords: null,
  meta_description: null,
  markdown,
  published,
});

describe('pages', () => {
  it('an editor edits About Us in Markdown: sanitised, audited, seen by visitors at once', async () => {
    const id = await pageId('about-us-2');
    // The public page is read (and cached) before the edit.
    const before = await t().app.inject({ method: 'GET', url: '/api/page/about-us-2' });
    expect(before.statusCode).toBe(200);

    const list = await as(await editor(), 'GET', '/api/admin/pages');
    expect(list.statusCode).toBe(200);
    expect(list.json().pages.map((p: { slug: string }) => p.slug)).toContain('about-us-2');
    const detail = await as(await editor(), 'GET', `/api/admin/pages/${id}`);
    // The seeded page's Markdown source is what the editor gets, not its HTML.
    expect(detail.json().page.markdown).not.toMatch(/<p>/);

    const res = await as(
      await editor(),
      'PUT',
      `/api/admin/pages/${id}`,
      pageBody(`# We teach\n\n${XSS}`),
    );
    expect(res.statusCode).toBe(200);
    const page = res.json().page;
    expect(page.markdown).toContain('<script>');
    expectClean(page.html);
    expect(page.html).toContain('<h1>We teach</h1>');
    expect(page.edited_by).toBe((await editor()).username);

    const after = await t().app.inject({ method: 'GET', url: '/api/page/about-us-2' });
    expect(after.json().title).toBe('About OSCE Studio');
    expect(after.json().content).toContain('We teach');
    expectClean(after.json().content);

    const [entry] = await t()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'page'), eq(auditLog.entityId, `page:${id}`)));
    expect(entry).toMatchObject({
      action: 'page.update',
      actorUsername: (await editor()).username,
    });

    // The preview renders the same way.
    const preview = await as(await editor(), 'POST', '/api/admin/content/preview', {
      markdown: XSS,
    });
    expect(preview.statusCode).toBe(200);
    expectClean(preview.json().html);
    expect(preview.json().html).toContain('href="https://example.org"');
  });

  it('an unpublished page is not found by visitors; published again, it is back', async () => {
    const id = await pageId('study-tips-2');
    const off = await as(await editor(), 'PUT', `/api/admin/pages/${id}`, pageBody('Tips', false));
    expect(off.json().page.published).toBe(false);
    expect(
      (await t().app.inject({ method: 'GET', url: '/api/page/study-tips-2' })).statusCode,
    ).toBe(404);
    await as(await editor(), 'PUT', `/api/admin/pages/${id}`, pageBody('Tips', true));
    expect(
      (await t().app.inject({ method: 'GET', url: '/api/page/study-tips-2' })).statusCode,
    ).toBe(200);
  });

  it('refuses bad input with 4xx and writes nothing', async () => {
    const id = await pageId('privacy-policy');
    const cases: [unknown, number][] = [
      [null, 422],
      [{ ...pageBody('x'), title: '' }, 422],
      [{ ...pageBody('x'), title: 'a\u0000b' }, 422],
      [{ ...pageBody('x'), markdown: 'x'.repeat(200_001) }, 422],
      [{ ...pageBody('x'), published: 'yes' }, 422],
    ];
    for (const [body, status] of cases) {
      const res = await t().injectAs((await editor()).token, {
        method: 'PUT',
        url: `/api/admin/pages/${id}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(status);
    }
    const title = await t().app.inject({ method: 'GET', url: '/api/page/privacy-policy' });
    expect(title.json().title).not.toBe('About OSCE Studio');
    const missing = await as(await editor(), 'PUT', '/api/admin/pages/999999', pageBody('x'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(m.pageNotFound);
    const member = await createMember(t());
    expect((await as(member, 'GET', '/api/admin/pages')).statusCode).toBe(403);
  });
});

describe('a console edit and the catalogue refresh', () => {
  it('survives a restart and npm run seed; unedited rows are still refreshed', async () => {
    const id = await pageId('about-us-2');
    await as(await editor(), 'PUT', `/api/admin/pages/${id}`, pageBody('Edited in the console'));
    const db = t().database.db;
    // A restart loads the catalogue only into an empty database (main.ts): this one is not.
    expect(await isDatabaseEmpty(db)).toBe(false);
    // And `npm run seed` (the full refresh; its content part here) leaves what the console edited.
    await db.update(pages).set({ title: 'Stale title' }).where(eq(pages.slug, 'home-2'));
    // The catalogue's pages only (the station library is not what this is about, and slow to read).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'osce-content-'));
    fs.cpSync(path.join(repoContentDir, 'pages'), path.join(dir, 'pages'), { recursive: true });
    const report = await db.transaction((tx) =>
      seedContent(tx, readCatalogue(dir), new SeedContext()),
    );
    fs.rmSync(dir, { recursive: true });
    expect(report.pages).toBeGreaterThan(0);
    const [about] = await db.select().from(pages).where(eq(pages.id, id));
    expect(about!.markdown).toBe('Edited in the console');
    expect(about!.title).toBe('About OSCE Studio');
    const [home] = await db.select().from(pages).where(eq(pages.slug, 'home-2'));
    expect(home!.title).not.toBe('Stale title');
  });
});

const blogBody = (overrides: Record<string, unknown> = {}) => ({
  slug: 'console-post',
  title: 'Written in the console',
  extract: 'A post made in the back office.',
  image: null,
  tags: ['news'],
  meta_keywords: null,
  meta_description: null,
  markdown: `Some **bold** text. ${XSS}`,
  published: false,
  ...overrides,
});

describe('blog posts', () => {
  it('a draft is hidden from visitors until published; slugs are unique', async () => {
    const created = await as(await editor(), 'POST', '/api/admin/blogs', blogBody());
    expect(created.statusCode).toBe(201);
    const post = created.json().blog;
    expect(post.published).toBe(false);
    expectClean(post.html);
    expect(
      (await t().app.inject({ method: 'GET', url: '/api/blogs/console-post' })).statusCode,
    ).toBe(404);
    const listed = await t().app.inject({ method: 'GET', url: '/api/blogs' });
    expect(JSON.stringify(listed.json())).not.toContain('console-post');

    const published = await as(
      await editor(),
      'PUT',
      `/api/admin/blogs/${post.id}`,
      blogBody({ published: true }),
    );
    expect(published.statusCode).toBe(200);
    const seen = await t().app.inject({ method: 'GET', url: '/api/blogs/console-post' });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().content).toContain('<strong>bold</strong>');
    expectClean(seen.json().content);

    const twice = await Promise.all(
      [1, 2, 3].map(async () =>
        as(await editor(), 'POST', '/api/admin/blogs', blogBody({ slug: 'same-slug' })),
      ),
    );
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(twice.find((r) => r.statusCode === 409)!.json().message).toBe(m.blogSlugTaken);
    const rows = await t().database.db.select().from(blogs).where(eq(blogs.slug, 'same-slug'));
    expect(rows).toHaveLength(1);

    const renamed = await as(
      await editor(),
      'PUT',
      `/api/admin/blogs/${post.id}`,
      blogBody({ slug: 'same-slug' }),
    );
    expect(renamed.statusCode).toBe(409);
    const badSlug = await as(
      await editor(),
      'POST',
      '/api/admin/blogs',
      blogBody({ slug: 'Not A Slug' }),
    );
    expect(badSlug.statusCode).toBe(422);
    expect(badSlug.json().fields.slug).toBe(m.slugInvalid);
  });
});

describe('FAQs, testimonials and the tutorial', () => {
  it('FAQs: edited as a list; an unpublished one is left out of the page', async () => {
    const got = await as(await editor(), 'GET', '/api/admin/faqs');
    expect(got.statusCode).toBe(200);
    const faqs = got.json().faqs as { title: string; markdown: string; published: boolean }[];
    expect(faqs.length).toBeGreaterThan(2);
    const [first, second, ...rest] = faqs;
    const put = await as(await editor(), 'PUT', '/api/admin/faqs', {
      faqs: [
        { ...first!, markdown: `Edited answer ${XSS}` },
        { ...second!, published: false },
        ...rest,
      ],
    });
    expect(put.statusCode).toBe(200);
    const page = await t().app.inject({ method: 'GET', url: '/api/page/faqs-2' });
    const accordion = page.json().nodes.find((n: { type: string }) => n.type === 'accordion') as {
      accordions: { title: string; content: string }[];
    };
    expect(accordion.accordions.map((a) => a.title)).not.toContain(second!.title);
    expect(accordion.accordions[0]!.content).toContain('Edited answer');
    expectClean(accordion.accordions[0]!.content);
    expect(accordion.accordions[0]).toEqual({ title: first!.title, content: expect.any(String) });
    expect(
      (await as(await editor(), 'PUT', '/api/admin/faqs', { faqs: [{ title: '' }] })).statusCode,
    ).toBe(422);
  });

  it('testimonials: created, unpublished, names unique', async () => {
    const res = await as(await editor(), 'POST', '/api/admin/testimonials', {
      name: 'Console Student',
      markdown: `Loved it ${XSS}`,
      published: true,
    });
    expect(res.statusCode).toBe(201);
    const made = res.json().testimonial;
    expectClean(made.html);
    let pub = await t().app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(pub.json().map((x: { name: string }) => x.name)).toContain('Console Student');
    await as(await editor(), 'PUT', `/api/admin/testimonials/${made.id}`, {
      name: 'Console Student',
      markdown: 'Loved it',
      published: false,
    });
    pub = await t().app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(pub.json().map((x: { name: string }) => x.name)).not.toContain('Console Student');
    const dup = await as(await editor(), 'POST', '/api/admin/testimonials', {
      name: 'Console Student',
      markdown: 'Again',
      published: true,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(m.testimonialNameTaken);
  });

  it('tutorial: members see the published slides only', async () => {
    const got = await as(await editor(), 'GET', '/api/admin/tutorial');
    const slides = got.json().slides as { headline: string; published: boolean }[];
    const put = await as(await editor(), 'PUT', '/api/admin/tutorial', {
      slides: slides.map((s, i) => ({ ...s, published: i !== 0, markdown: `Slide ${i} ${XSS}` })),
    });
    expect(put.statusCode).toBe(200);
    const member = await createMember(t());
    const tutorial = await t().injectAs(member.token, { method: 'GET', url: '/api/tutorial' });
    const seen = tutorial.json().tutorial.slides as { headline: string; subhead: string }[];
    expect(seen).toHaveLength(slides.length - 1);
    expect(seen.map((s) => s.headline)).not.toContain(slides[0]!.headline);
    for (const s of seen) expectClean(s.subhead);
    expect(Object.keys(seen[0]!).sort()).toEqual(['file_name', 'headline', 'subhead']);
    const bad = await as(await editor(), 'PUT', '/api/admin/tutorial', {
      slides: [
        { file_name: 'https://evil.test/x.png', headline: 'x', markdown: 'x', published: true },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields['slides.0.file_name']).toBe(m.imagePathInvalid);
  });
});

describe('terms', () => {
  it('editors keep a draft; an admin publishes; members are asked to agree again', async () => {
    const db = t().database.db;
    const [current] = await db.select().from(terms).orderBy(terms.version);
    const member = await createMember(t(), { profile: { termsAgreedId: current!.id } });
    const before = await t().injectAs(member.token, { method: 'GET', url: '/api/user' });
    expect(before.json().update_terms).toBeFalsy();
    expect(before.headers['x-update-terms']).toBeUndefined();

    const draft = await as(await editor(), 'PUT', '/api/admin/terms/draft', {
      content: '## New terms\n\nBe kind.',
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().draft.markdown).toBe('## New terms\n\nBe kind.');
    const refused = await as(await editor(), 'POST', '/api/admin/terms', { content: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.forbidden);
    expect(
      (await as(await admin(), 'POST', '/api/admin/terms', { content: '  ' })).json().fields
        .content,
    ).toBe(m.termsRequired);

    const published = await as(await admin(), 'POST', '/api/admin/terms', {
      content: `## New terms\n\nBe kind. ${XSS}`,
    });
    expect(published.statusCode).toBe(201);
    const version = published.json().version;
    expect(version.version).toBe(current!.version + 1);
    expect(published.json().message).toBe(
      m.termsPublished.replace('{version}', String(version.version)),
    );
    expectClean(version.html);
    await t().settled();

    const flagged = await t().injectAs(member.token, { method: 'GET', url: '/api/user' });
    expect(flagged.json().update_terms).toBe(true);
    expect(flagged.headers['x-update-terms']).toBe('true');
    const publicTerms = await t().app.inject({ method: 'GET', url: '/api/terms_and_conditions' });
    expect(publicTerms.json().id).toBe(version.id);
    const list = await as(await editor(), 'GET', '/api/admin/terms');
    expect(list.json().draft).toBeNull();
    expect(list.json().versions[0].version).toBe(version.version);

    const agree = await t().injectAs(member.token, {
      method: 'POST',
      url: '/api/user/update_terms_and_conditions',
      payload: { terms: version.id },
    });
    expect(agree.statusCode).toBe(200);
    await t().settled();
    const after = await t().injectAs(member.token, { method: 'GET', url: '/api/user' });
    expect(after.json().update_terms).toBeFalsy();
    expect(after.headers['x-update-terms']).toBeUndefined();
    const [row] = await db.select().from(users).where(eq(users.id, member.id));
    expect(row!.termsAgreedId).toBe(version.id);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'terms.publish'));
    expect(entry).toMatchObject({ entity: 'terms', entityId: String(version.version) });
  });

  it('publishes made at once become consecutive versions', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(async (n) =>
        as(await admin(), 'POST', '/api/admin/terms', { content: `v${n}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const versions = results.map((r) => r.json().version.version as number).sort((a, b) => a - b);
    expect(versions[1]).toBe(versions[0]! + 1);
    expect(versions[2]).toBe(versions[0]! + 2);
  });
});

// Public reads carry an ETag and a Cache-Control with stale-while-revalidate, and a repeat visit
// whose copy is current gets a 304 with no body.
import { describe, expect, it } from 'vitest';
import { countries, pages } from '../db/schema/index.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp({ catalogue: false });

describe('conditional GETs on public reads', () => {
  it('sends an ETag and Cache-Control, and 304 to If-None-Match of the current copy', async () => {
    await t()
      .database.db.insert(countries)
      .values({ code: 'US', name: 'United States', currency: 'USD' });
    await t().database.db.insert(pages).values({ slug: 'cache-test', title: 'Cached' });
    for (const url of [
      '/api/page/cache-test',
      '/api/countries',
      '/api/blogs',
      '/api/testimonials',
      '/api/medical_schools',
      '/api/subscription_plans?country=US',
    ]) {
      const first = await t().app.inject({ method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toContain('stale-while-revalidate');

      const again = await t().app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      const listed = await t().app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': `"other", W/${etag}` },
      });
      expect(listed.statusCode).toBe(304);

      const stale = await t().app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': '"old"' },
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    }
  });

  it('changes the ETag when the content changes', async () => {
    await t().database.db.insert(pages).values({ slug: 'changing', title: 'Before' });
    const before = await t().app.inject({ method: 'GET', url: '/api/page/changing' });
    await t().database.db.update(pages).set({ title: 'After' });
    t().app.ctx.events.emit('content.changed', { domain: 'content' });
    const after = await t().app.inject({
      method: 'GET',
      url: '/api/page/changing',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().title).toBe('After');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('does not cache a 404', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/page/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});

// Page views are counts per page and day: a flood of requests costs one counter, not a row each.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pages, pageViewDays } from '../../db/schema/index.ts';
import type { ManualClock } from '../../lib/clock.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createContentRepository } from './content.repository.ts';

const t = useTestApp({ catalogue: false });

describe('page views', () => {
  it('counts every view of a page, sent or revalidated, in one row per day', async () => {
    const clock = t().clock as ManualClock;
    clock.set('2026-03-01T23:59:00Z');
    const [page] = await t()
      .database.db.insert(pages)
      .values({ slug: 'counted', title: 'Counted' })
      .returning();
    const url = '/api/page/counted';
    const first = await t().app.inject({ method: 'GET', url });
    await Promise.all(
      Array.from({ length: 299 }, () =>
        t().app.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': first.headers.etag as string },
        }),
      ),
    );
    clock.set('2026-03-02T00:01:00Z');
    for (let i = 0; i < 5; i += 1) await t().app.inject({ method: 'GET', url });
    // Views are added in batches; a flush writes what has been counted so far.
    await t().app.inject({ method: 'GET', url: '/api/page/not-a-page' });
    await flushPageViews();

    const days = await createContentRepository(t().database.db).listPageViewDays(page!.id);
    expect(days).toEqual([
      { day: '2026-03-01', views: 300 },
      { day: '2026-03-02', views: 5 },
    ]);
    const [rows] = await t().database.db.select({ n: count() }).from(pageViewDays);
    expect(rows!.n).toBe(2);
  });
});

/** The recorder flushes every second; waiting for it keeps the test honest about the batching. */
async function flushPageViews() {
  await new Promise((resolve) => setTimeout(resolve, 1200));
}

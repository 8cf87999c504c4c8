// Public content: read-mostly, so answers are cached serialised and page views are batched.
import { BLOG_PAGE_SIZE } from '@osce/shared/constants';
import type { BlogPage } from '@osce/shared/api';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { ContentRepository } from './content.repository.ts';
import type { PageViewRecorder } from './page-view-recorder.ts';
import {
  presentBlog,
  presentBlogSummary,
  presentCountries,
  presentMedicalSchool,
  presentPage,
  presentTerms,
  presentTestimonial,
} from './content.presenter.ts';

export type ContentService = ReturnType<typeof createContentService>;

export function createContentService(deps: {
  repo: ContentRepository;
  cache: ResponseCache;
  pageViews: PageViewRecorder;
}) {
  const { repo, cache, pageViews } = deps;

  return {
    countriesJson() {
      return cache.get('countries', async () => {
        const { countryRows, stateRows } = await repo.listCountries();
        return presentCountries(countryRows, stateRows);
      });
    },

    medicalSchoolsJson() {
      return cache.get('medical_schools', async () =>
        (await repo.listMedicalSchools()).map(presentMedicalSchool),
      );
    },

    /** The page as JSON, or null when there is no such page. Counts a view of a found page. */
    async pageJson(slug: string) {
      const body = await cache.get(`page:${slug}`, async () => {
        const found = await repo.findPageBySlug(slug);
        return found ? presentPage(found.page, found.nodes) : null;
      });
      if (body === null) return null;
      const pageId = pageIdOf(body);
      if (pageId !== undefined) pageViews.record(pageId);
      return body;
    },

    testimonialsJson() {
      return cache.get('testimonials', async () =>
        (await repo.listTestimonials()).map(presentTestimonial),
      );
    },

    blogsJson(page: number) {
      return cache.get(`blogs:${page}`, async (): Promise<BlogPage> => {
        const { rows, total } = await repo.listBlogs(page, BLOG_PAGE_SIZE);
        return {
          data: rows.map(presentBlogSummary),
          total,
          page,
          per_page: BLOG_PAGE_SIZE,
          last_page: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)),
        };
      });
    },

    blogJson(slug: string) {
      return cache.get(`blog:${slug}`, async () => {
        const row = await repo.findBlogBySlug(slug);
        return row ? presentBlog(row) : null;
      });
    },

    termsJson() {
      return cache.get('terms', async () => {
        const row = await repo.latestTerms();
        return row ? presentTerms(row) : null;
      });
    },
  };
}

/** Reads the id back from the cached JSON without a second lookup: it is the first key. */
function pageIdOf(body: string): number | undefined {
  const match = /^\{"id":(\d+)/.exec(body);
  return match ? Number(match[1]) : undefined;
}

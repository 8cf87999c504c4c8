// Public content: countries, schools, pages, testimonials, blog, terms and the tutorial, and page
// views.
// Returns domain rows; the routes present and cache them.
import type { ContentRepository } from './content.repository.ts';
import type { PageViewRecorder } from './page-view-recorder.ts';

export type ContentService = ReturnType<typeof createContentService>;

export function createContentService(deps: {
  repo: ContentRepository;
  pageViews: PageViewRecorder;
}) {
  const { repo, pageViews } = deps;
  return {
    listCountries: () => repo.listCountries(),
    listMedicalSchools: () => repo.listMedicalSchools(),
    findPage: (slug: string) => repo.findPageBySlug(slug),
    listTestimonials: () => repo.listTestimonials(),
    listBlogs: (page: number, perPage: number) => repo.listBlogs(page, perPage),
    findBlog: (slug: string) => repo.findBlogBySlug(slug),
    latestTerms: () => repo.latestTerms(),
    latestTutorial: () => repo.latestTutorial(),
    /** Whether a page exists, for the web app's 404 status on /{slug}. */
    pageExists: (slug: string) => repo.pageExists(slug),
    countPageView: (pageId: number) => pageViews.record(pageId),
  };
}

// The content console's calls (docs/admin.md, 'Content and terms'): pages, blog posts, FAQs,
// testimonials, tutorial slides and terms, each edited in Markdown. Bodies are checked here and
// on the server with the same schemas; answers carry the stored (sanitised) HTML beside the
// Markdown source.
import { z } from 'zod';
import { contentMessages as m } from '../admin/content-messages.ts';
import { messages } from '../messages.ts';
import { objectBody, safeText } from './text.ts';

/** Markdown may be long (the terms), but not unbounded. */
export const CONTENT_MARKDOWN_MAX = 200_000;

const markdown = (required?: string) =>
  safeText({ ...(required ? { required } : {}), max: CONTENT_MARKDOWN_MAX, multiLine: true });
const optionalLine = (max: number) =>
  safeText({ max })
    .nullish()
    .transform((v) => (v ? v : null));
const published = z.boolean({ error: messages.invalidInput });

export const contentSlugField = safeText({ required: m.slugInvalid, max: 200 }).pipe(
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: m.slugInvalid }),
);
/** An image of the site itself (as the catalogue files name them). */
export const contentImagePath = safeText({ required: m.imagePathInvalid, max: 300 }).pipe(
  z.string().regex(/^\/(images|media)\/[\w.-]+$/, { error: m.imagePathInvalid }),
);

/** POST /api/admin/content/preview: Markdown -> the HTML visitors would get. */
export const contentPreviewBody = objectBody(z.object({ markdown: markdown() }));
export const contentPreviewAnswer = z.object({ html: z.string() });

const editedFields = {
  edited_at: z.string().nullable(),
  edited_by: z.string().nullable(),
};

// Pages -------------------------------------------------------------------------------------------

export const adminPageSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  published: z.boolean(),
  updated_at: z.string(),
  ...editedFields,
});
export const adminPageSchema = adminPageSummarySchema.extend({
  subtitle: z.string().nullable(),
  meta_title: z.string().nullable(),
  meta_keywords: z.string().nullable(),
  meta_description: z.string().nullable(),
  markdown: z.string(),
  html: z.string().nullable(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;
export const adminPagesAnswer = z.object({ pages: z.array(adminPageSummarySchema) });
export const adminPageAnswer = z.object({ page: adminPageSchema });

/** PUT /api/admin/pages/{id}. The page's blocks (accordions, columns) are kept as they are. */
export const adminPageBody = objectBody(
  z.object({
    title: safeText({ required: m.titleRequired, max: 200 }),
    subtitle: optionalLine(500),
    meta_title: optionalLine(300),
    meta_keywords: optionalLine(500),
    meta_description: optionalLine(1000),
    markdown: markdown(),
    published,
  }),
);
export type AdminPageBody = z.output<typeof adminPageBody>;

// Blog --------------------------------------------------------------------------------------------

export const adminBlogSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  published: z.boolean(),
  published_at: z.string(),
  ...editedFields,
});
export const adminBlogSchema = adminBlogSummarySchema.extend({
  extract: z.string(),
  image: z.string().nullable(),
  tags: z.array(z.string()),
  meta_keywords: z.string().nullable(),
  meta_description: z.string().nullable(),
  markdown: z.string(),
  html: z.string(),
});
export type AdminBlog = z.infer<typeof adminBlogSchema>;
export const adminBlogsAnswer = z.object({ blogs: z.array(adminBlogSummarySchema) });
export const adminBlogAnswer = z.object({ blog: adminBlogSchema });

/** POST /api/admin/blogs (a new post, a draft unless `published`) and PUT /api/admin/blogs/{id}. */
export const adminBlogBody = objectBody(
  z.object({
    slug: contentSlugField,
    title: safeText({ required: m.titleRequired, max: 200 }),
    extract: safeText({ required: m.extractRequired, max: 1000, multiLine: true }),
    image: contentImagePath.nullish().transform((v) => v ?? null),
    tags: z
      .array(safeText({ required: messages.invalidInput, max: 60 }), {
        error: messages.invalidInput,
      })
      .max(20, { error: messages.invalidInput })
      .default([]),
    meta_keywords: optionalLine(500),
    meta_description: optionalLine(1000),
    markdown: markdown(m.textRequired),
    published,
  }),
);
export type AdminBlogBody = z.output<typeof adminBlogBody>;

// FAQs --------------------------------------------------------------------------------------------

export const adminFaqSchema = z.object({
  title: z.string(),
  markdown: z.string(),
  html: z.string(),
  published: z.boolean(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;
export const adminFaqsAnswer = z.object({
  page_id: z.number(),
  page_slug: z.string(),
  faqs: z.array(adminFaqSchema),
  ...editedFields,
});
export type AdminFaqsAnswer = z.infer<typeof adminFaqsAnswer>;

/** PUT /api/admin/faqs: the whole list, in order (add, remove and reorder by sending it). */
export const adminFaqsBody = objectBody(
  z.object({
    faqs: z
      .array(
        z.object({
          title: safeText({ required: m.questionRequired, max: 300 }),
          markdown: markdown(m.textRequired),
          published,
        }),
        { error: messages.invalidInput },
      )
      .max(200, { error: messages.invalidInput }),
  }),
);
export type AdminFaqsBody = z.output<typeof adminFaqsBody>;

// Testimonials ------------------------------------------------------------------------------------

export const adminTestimonialSchema = z.object({
  id: z.number(),
  name: z.string(),
  markdown: z.string(),
  html: z.string(),
  published: z.boolean(),
  position: z.number(),
  ...editedFields,
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export const adminTestimonialsAnswer = z.object({
  testimonials: z.array(adminTestimonialSchema),
});
export const adminTestimonialAnswer = z.object({ testimonial: adminTestimonialSchema });

/** POST /api/admin/testimonials and PUT /api/admin/testimonials/{id}. */
export const adminTestimonialBody = objectBody(
  z.object({
    name: safeText({ required: m.nameRequired, max: 200 }),
    markdown: markdown(m.textRequired),
    published,
    position: z
      .number({ error: messages.invalidInput })
      .int({ error: messages.invalidInput })
      .min(0, { error: messages.invalidInput })
      .max(10_000, { error: messages.invalidInput })
      .optional(),
  }),
);
export type AdminTestimonialBody = z.output<typeof adminTestimonialBody>;

// Tutorial ----------------------------------------------------------------------------------------

export const adminTutorialSlideSchema = z.object({
  file_name: z.string(),
  headline: z.string(),
  markdown: z.string(),
  html: z.string(),
  published: z.boolean(),
});
export type AdminTutorialSlide = z.infer<typeof adminTutorialSlideSchema>;
export const adminTutorialAnswer = z.object({
  id: z.number(),
  slides: z.array(adminTutorialSlideSchema),
  ...editedFields,
});
export type AdminTutorialAnswer = z.infer<typeof adminTutorialAnswer>;

/** PUT /api/admin/tutorial: every slide, in order. */
export const adminTutorialBody = objectBody(
  z.object({
    slides: z
      .array(
        z.object({
          file_name: contentImagePath,
          headline: safeText({ required: m.headlineRequired, max: 200 }),
          markdown: markdown(m.textRequired),
          published,
        }),
        { error: messages.invalidInput },
      )
      .min(1, { error: messages.invalidInput })
      .max(50, { error: messages.invalidInput }),
  }),
);
export type AdminTutorialBody = z.output<typeof adminTutorialBody>;

// Terms -------------------------------------------------------------------------------------------

export const adminTermsVersionSchema = z.object({
  id: z.number(),
  version: z.number(),
  published_at: z.string(),
  html: z.string(),
  markdown: z.string(),
});
export const adminTermsAnswer = z.object({
  /** Newest first; the first is the current terms. */
  versions: z.array(adminTermsVersionSchema),
  draft: z
    .object({ markdown: z.string(), updated_at: z.string(), updated_by: z.string().nullable() })
    .nullable(),
});
export type AdminTermsAnswer = z.infer<typeof adminTermsAnswer>;

/** PUT /api/admin/terms/draft (editors) and POST /api/admin/terms (publish, admin). */
export const adminTermsBody = objectBody(z.object({ content: markdown(m.termsRequired) }));
export type AdminTermsBody = z.output<typeof adminTermsBody>;
export const adminTermsPublishedAnswer = z.object({
  version: adminTermsVersionSchema,
  message: z.string(),
});

// The public API's answers (spec sections 3 and 7) as zod schemas: routes declare them as their
// response schemas (and so the OpenAPI document later), tests parse answers with them, and the
// types in api.ts are inferred from them, so the server and the web cannot drift apart.
import { z } from 'zod';
import { COUNTRY_CODES } from '../countries.ts';

export const stateSchema = z.object({ id: z.number().int(), name: z.string() });

export const countrySchema = z.object({
  id: z.number().int(),
  code: z.enum(COUNTRY_CODES),
  name: z.string(),
  currency: z.string(),
  states: z.array(stateSchema),
});

export const medicalSchoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country_id: z.number().int(),
  state_id: z.number().int().nullable(),
});

export const subscriptionTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cost: z.number(),
  discounted_cost: z.number().nullable(),
  currency: z.string(),
  length: z.number().int(),
  display_length: z.string(),
  description: z.string(),
  applicable_vouchers: z.array(z.number().int()),
});

export const termsSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  terms: z.string(),
});

export const pageNodeSchema = z.object({
  id: z.number().int(),
  type: z.enum(['accordion', 'content', 'gallery']),
  title: z.string().nullable(),
  /** HTML, one entry per column for `content` nodes (1, 2 or 3), an intro for the others. */
  content: z.array(z.string()),
  assets: z.array(z.object({ src: z.string(), alt: z.string(), caption: z.string().nullable() })),
  accordions: z.array(z.object({ title: z.string(), content: z.string() })),
});

export const pageContentSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  content: z.string().nullable(),
  image: z.string().nullable(),
  meta_title: z.string().nullable(),
  meta_keywords: z.string().nullable(),
  meta_description: z.string().nullable(),
  nodes: z.array(pageNodeSchema),
});

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  testimonial: z.string(),
});

export const blogSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  extract: z.string(),
  tags: z.array(z.object({ name: z.string() })),
  published_at: z.string(),
});

export const blogSchema = blogSummarySchema.extend({
  content: z.string(),
  meta_keywords: z.string().nullable(),
  meta_description: z.string().nullable(),
});

export const blogPageSchema = z.object({
  data: z.array(blogSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});

export const tutorialSlideSchema = z.object({
  file_name: z.string(),
  headline: z.string(),
  subhead: z.string(),
});

export const tutorialSchema = z.object({
  id: z.number().int(),
  slides: z.array(tutorialSlideSchema),
});

/** The 422 and refusal shape of every call (ARCHITECTURE.md, API conventions). */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.string()).optional(),
  fields: z.record(z.string(), z.string()).optional(),
  error: z.string().optional(),
});

export const contactAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

/** An ALTCHA v2 challenge, as the widget reads it. */
export const captchaChallengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional(),
    })
    .loose(),
  signature: z.string().optional(),
});

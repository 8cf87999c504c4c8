// The public API's answers (docs/architecture.md, 'API conventions') as zod schemas: routes declare them as their
// response schemas (and so the OpenAPI document later), tests parse answers with them, and the
// types in api.ts are inferred from them, so the server and the web cannot drift apart.
import { z } from 'zod';
import { USER_ROLES } from '../admin/roles.ts';
import { COUNTRY_CODES } from '../countries.ts';
import { preferredTimingSchema, savedFiltersAnswerShape } from './study.ts';

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

/** The 422 and refusal shape of every call (docs/architecture.md, 'API conventions'). */
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

/** A plain success or refusal with the spec's message (activation, reset, change password...). */
export const messageAnswerSchema = z.object({ success: z.boolean(), message: z.string() });

/** POST /login and /login-and-clear (docs/accounts.md, 'API'). */
export const loginAnswerSchema = z.object({
  success: z.boolean(),
  token: z.string().nullable(),
  message: z.string(),
  modal: z.literal('confirm_token_wipe').nullable(),
  show_forgot_password: z.boolean(),
  /** After several failed logins: the next try must bring a solved captcha (the form shows it). */
  captcha_required: z.boolean().optional(),
  /**
   * A staff login that needs its second factor (docs/admin.md, 'Second factor'): `code` asks for
   * the authenticator's code, `enrol` for setting it up first; the ticket goes with the next call.
   */
  second_factor: z.enum(['code', 'enrol']).optional(),
  second_factor_ticket: z.string().optional(),
  /** The recovery codes of an enrolment finished at login, shown this once. */
  recovery_codes: z.array(z.string()).optional(),
});

/** The sign-up calls and /signup_validation: `errors` lists what to fix, shown above the form. */
export const signupAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  errors: z.array(z.string()),
  fields: z.record(z.string(), z.string()).optional(),
});

export const voucherSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  sign: z.enum(['%', '$']),
  discount: z.number(),
});

/** POST /apply_voucher: the voucher, or success false with the spec's text. */
export const applyVoucherAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  voucher: voucherSchema,
});

/** GET /promotion/{promotion}: a live promotion and the plans it offers in the asked country. */
export const promotionSchema = z.object({
  success: z.literal(true),
  slug: z.string(),
  name: z.string(),
  sub_types: z.array(subscriptionTypeSchema),
});

/** GET /payments/config: what the payment widgets need (never a secret). */
export const paymentsConfigSchema = z.object({
  card: z
    .discriminatedUnion('provider', [
      z.object({ provider: z.literal('sandbox') }),
      z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
    ])
    .nullable(),
  paypal: z
    .discriminatedUnion('provider', [
      z.object({ provider: z.literal('sandbox') }),
      z.object({
        provider: z.literal('paypal'),
        clientId: z.string(),
        environment: z.enum(['sandbox', 'live']),
      }),
    ])
    .nullable(),
  social_login: z.boolean(),
  /** The public App ID Facebook's JS SDK is started with; only while social login is on. */
  facebook_app_id: z.string().optional(),
});

/** The member as they see themselves (GET /user). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  display_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string(),
  /** YYYY-MM-DD. */
  dob: z.string().nullable(),
  avatar: z.string().nullable(),
  /** 'Active', 'Trial' or 'Inactive' (no current subscription). */
  status: z.enum(['Active', 'Trial', 'Inactive']),
  role: z.enum(USER_ROLES),
  tutorial_viewed: z.boolean(),
  email_opt_in: z.boolean(),
  country_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  state_other: z.string().nullable(),
  medical_school_id: z.union([z.number().int(), z.literal('other')]).nullable(),
  medical_school_other: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
  completed: z.array(z.number().int()).optional(),
  /** The saved study filters ('My Filter'), or null before the first save. */
  filters: savedFiltersAnswerShape.nullable(),
  /** Minutes per phase for the station screen's setup; the defaults until the member saves some. */
  preferred_timing: preferredTimingSchema,
  update_terms: z.boolean(),
});

/** What one member may see of another (GET /user/find_by_id/{id}). */
export const publicUserSchema = z.object({
  id: z.number().int(),
  display_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
});

/** GET /user/find_by_id/{id}: only what one member may see of another. */
export const findUserAnswerSchema = z.object({
  success: z.literal(true),
  user: publicUserSchema,
});

/** POST /user/update: the member as saved; refusals are the 422 shape with `errors` and `fields`. */
export const profileUpdateAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: currentUserSchema,
  errors: z.array(z.string()),
});

/** POST /user/upload_avatar: the stored picture's path on the API host. */
export const avatarAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  avatar: z.string(),
});

/** GET /tutorial: the tutorial, or success false and null when there is none. */
export const tutorialAnswerSchema = z.union([
  z.object({ success: z.literal(true), tutorial: tutorialSchema }),
  z.object({ success: z.literal(false), tutorial: z.null() }),
]);

/** A bare acknowledgement (POST /user/update_tutorial). */
export const successAnswerSchema = z.object({ success: z.literal(true) });

// Shapes of the public API's answers (spec sections 3 and 7), shared by server presenters and the web.
import type { CountryCode } from './countries.ts';

export interface State {
  id: number;
  name: string;
}

export interface Country {
  id: number;
  code: CountryCode;
  name: string;
  currency: string;
  states: State[];
}

export interface MedicalSchool {
  id: number;
  name: string;
  country_id: number;
  state_id: number | null;
}

export interface SubscriptionType {
  id: number;
  name: string;
  cost: number;
  discounted_cost: number | null;
  currency: string;
  length: number;
  display_length: string;
  description: string;
  applicable_vouchers: number[];
}

export interface Terms {
  id: number;
  version: number;
  terms: string;
}

export type PageNodeType = 'accordion' | 'content' | 'gallery';

export interface PageNode {
  id: number;
  type: PageNodeType;
  title: string | null;
  /** HTML, one entry per column for `content` nodes (1, 2 or 3), an intro for the others. */
  content: string[];
  assets: { src: string; alt: string; caption: string | null }[];
  accordions: { title: string; content: string }[];
}

export interface PageContent {
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  content: string | null;
  image: string | null;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
  nodes: PageNode[];
}

export interface Testimonial {
  id: number;
  name: string;
  testimonial: string;
}

export interface BlogSummary {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  extract: string;
  tags: { name: string }[];
  published_at: string;
}

export interface Blog extends BlogSummary {
  content: string;
  meta_keywords: string | null;
  meta_description: string | null;
}

export interface BlogPage {
  data: BlogSummary[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
}

export interface TutorialSlide {
  file_name: string;
  headline: string;
  subhead: string;
}

export interface Tutorial {
  id: number;
  slides: TutorialSlide[];
}

/** The 422 and refusal shape of every call (ARCHITECTURE.md, API conventions). */
export interface ApiError {
  success: false;
  message: string;
  errors?: string[];
  fields?: Record<string, string>;
}

export interface ContactAnswer {
  success: true;
  message: string;
}

export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

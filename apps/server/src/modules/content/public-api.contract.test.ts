// Every public answer matches the response schema it declares in packages/shared, so the web,
// which reads the types inferred from those schemas, cannot drift from the server. Runs on the
// demo catalogue for realistic data, but asserts shapes only, never its texts.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  blogPageSchema,
  blogSchema,
  captchaChallengeSchema,
  countrySchema,
  medicalSchoolSchema,
  pageContentSchema,
  subscriptionTypeSchema,
  termsSchema,
  testimonialSchema,
} from '@osce/shared/schemas/api';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

async function read(url: string) {
  const res = await t().app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json() as unknown;
}

describe('public answers match their shared schemas', () => {
  it('for lists and single records', async () => {
    const checks: [string, z.ZodType][] = [
      ['/api/countries', z.array(countrySchema).min(1)],
      ['/api/medical_schools', z.array(medicalSchoolSchema).min(1)],
      ['/api/testimonials', z.array(testimonialSchema)],
      ['/api/terms_and_conditions', termsSchema],
      ['/api/page/home-2', pageContentSchema],
      ['/api/subscription_plans?country=US', z.array(subscriptionTypeSchema).min(1)],
      ['/api/subscription_types/trial', z.array(subscriptionTypeSchema)],
      ['/api/captcha', captchaChallengeSchema],
    ];
    for (const [url, schema] of checks) {
      const parsed = schema.safeParse(await read(url));
      expect(parsed.success, `${url}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('for the blog list and a post from it', async () => {
    const page = blogPageSchema.parse(await read('/api/blogs'));
    expect(page.data.length).toBeGreaterThan(0);
    const post = blogSchema.safeParse(await read(`/api/blogs/${page.data[0]!.slug}`));
    expect(post.success, post.error?.message).toBe(true);
  });
});

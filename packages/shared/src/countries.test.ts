import { describe, expect, it } from 'vitest';
import { contentSlug, homeSlug, isCountryCode } from './countries.ts';
import { isFreeTrialPlan, pageTitle } from './constants.ts';

describe('page slugs per market', () => {
  it('names each home page as the API does', () => {
    expect(homeSlug('AU')).toBe('home');
    expect(homeSlug('UK')).toBe('home-1');
    expect(homeSlug('US')).toBe('home-2');
  });

  it('suffixes US content slugs with -2, except the legal pages', () => {
    expect(contentSlug('about-us', 'US')).toBe('about-us-2');
    expect(contentSlug('faqs', 'US')).toBe('faqs-2');
    expect(contentSlug('privacy-policy', 'US')).toBe('privacy-policy');
    expect(contentSlug('terms-and-conditions', 'US')).toBe('terms-and-conditions');
    expect(contentSlug('about-us', 'AU')).toBe('about-us');
  });

  it('knows its country codes', () => {
    expect(isCountryCode('US')).toBe(true);
    expect(isCountryCode('FR')).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
  });
});

describe('titles and plans', () => {
  it("formats '{title} | {brand}'", () => {
    expect(pageTitle('Blog', 'OSCE Studio')).toBe('Blog | OSCE Studio');
    expect(pageTitle('', 'OSCE Studio')).toBe('OSCE Studio');
  });

  it('recognises the free trial by its name', () => {
    expect(isFreeTrialPlan({ name: 'Free Trial' })).toBe(true);
    expect(isFreeTrialPlan({ name: '1 Month' })).toBe(false);
  });
});

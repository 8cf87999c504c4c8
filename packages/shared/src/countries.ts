// The three markets of the country selector, and how each one names its pages.

export const COUNTRY_CODES = ['AU', 'US', 'UK'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The spec fixes the country to the United States for now. */
export const CURRENT_COUNTRY: CountryCode = 'US';

export const COUNTRY_OPTIONS: readonly { code: CountryCode; name: string }[] = [
  { code: 'AU', name: 'Australia' },
  { code: 'US', name: 'United States' },
  { code: 'UK', name: 'United Kingdom' },
];

const HOME_SLUGS: Record<CountryCode, string> = { AU: 'home', UK: 'home-1', US: 'home-2' };
const SUFFIXES: Record<CountryCode, string> = { AU: '', UK: '-1', US: '-2' };
/** Legal pages are one text for every market, so they never take a country suffix. */
const UNSUFFIXED_SLUGS = new Set(['privacy-policy', 'terms-and-conditions']);

export function homeSlug(country: CountryCode): string {
  return HOME_SLUGS[country];
}

/** The API slug of a content page for a market: 'about-us' -> 'about-us-2' for the US. */
export function contentSlug(slug: string, country: CountryCode): string {
  return UNSUFFIXED_SLUGS.has(slug) ? slug : `${slug}${SUFFIXES[country]}`;
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

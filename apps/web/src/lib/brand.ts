// The brand name comes from the server: it fills <meta name="application-name"> in index.html.
import { DEFAULT_BRAND } from '@osce/shared/constants';

/** The brand from the meta content, or the default when it is missing or still a placeholder. */
export function resolveBrand(metaContent: string | null | undefined): string {
  const value = metaContent?.trim() ?? '';
  if (!value || /^__[A-Z_]+__$/.test(value)) return DEFAULT_BRAND;
  return value;
}

let cached: string | undefined;

export function getBrand(): string {
  if (cached === undefined) {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="application-name"]');
    cached = resolveBrand(meta?.content);
  }
  return cached;
}

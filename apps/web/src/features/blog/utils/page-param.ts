// The blog list's page number lives in the URL (?page=N) so it can be shared and bookmarked.

/** A positive whole page number from the query string; anything else means page 1. */
export function parsePageParam(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

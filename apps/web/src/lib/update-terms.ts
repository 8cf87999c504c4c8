// "Any response may carry update_terms, which sets a local flag" (docs/accounts.md, 'API'): the server marks
// every answer to a member who has not agreed to the current terms with the header
// `X-Update-Terms: true` and, for JSON objects, `update_terms: true` (docs/accounts.md, 'Rules').

export const UPDATE_TERMS_HEADER = 'X-Update-Terms';

/**
 * What an answer says about the terms: true when it asks for consent, false when it states the
 * member is up to date (`update_terms: false`, as GET /user answers once they agreed), and null
 * when it says nothing.
 */
export function readUpdateTerms(headers: Headers, body: unknown): boolean | null {
  if (headers.get(UPDATE_TERMS_HEADER)?.trim().toLowerCase() === 'true') return true;
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const flag = (body as { update_terms?: unknown }).update_terms;
    if (typeof flag === 'boolean') return flag;
  }
  return null;
}

// The promotion page's sign-up calls carry ?promotion={slug} (docs/accounts.md, 'API'): the plans of
// that promotion may then be bought besides the sign-up form's own.

export function withPromotion(path: string, promotion: string | undefined): string {
  return promotion ? `${path}?promotion=${encodeURIComponent(promotion)}` : path;
}

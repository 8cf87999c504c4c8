// The symbol before a price. The spec shows '$' (USD); the UK market's plans are in pounds. Plan cards
// and the sign-up form both show prices.
const SYMBOLS: Record<string, string> = { GBP: '£', EUR: '€' };

export function currencySymbol(currency: string): string {
  return SYMBOLS[currency.toUpperCase()] ?? '$';
}

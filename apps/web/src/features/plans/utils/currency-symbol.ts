// The symbol before a price. The spec shows '$' (USD); the UK market's plans are in pounds.
const SYMBOLS: Record<string, string> = { GBP: '£', EUR: '€' };

export function currencySymbol(currency: string): string {
  return SYMBOLS[currency.toUpperCase()] ?? '$';
}

// Amounts cross the payment seam in minor units (2999 for 29.99 USD). Stripe takes them as they
// are; PayPal wants a decimal string ('29.99'), so these convert exactly, without floating point.

/** Decimal places of a currency's minor unit (ISO 4217 as Intl knows it: USD 2, JPY 0). */
export function currencyExponent(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/**
 * Refuses what no provider could take: a caller bug, so it throws before anything is sent rather
 * than answering as if a card had been refused.
 */
export function assertChargeable(amount: number, currency: string): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`amount must be a positive whole number of minor units, got ${amount}`);
  }
  if (!/^[A-Za-z]{3}$/.test(currency)) {
    throw new RangeError(`currency must be a three-letter ISO code, got '${currency}'`);
  }
}

/** 2999 USD -> '29.99'; 500 JPY -> '500'. */
export function toDecimalString(amount: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const digits = String(amount).padStart(exponent + 1, '0');
  return exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** '29.99' USD -> 2999; null when the value is not a plain amount in that currency's precision. */
export function fromDecimalString(value: string, currency: string): number | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return null;
  const exponent = currencyExponent(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > exponent) return null;
  const minor = Number(`${match[1]}${fraction.padEnd(exponent, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

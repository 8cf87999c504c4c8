import { describe, expect, it } from 'vitest';
import { assertChargeable, fromDecimalString, toDecimalString } from './money.ts';

describe('money', () => {
  it('writes minor units as the decimal string PayPal expects', () => {
    expect(toDecimalString(2999, 'USD')).toBe('29.99');
    expect(toDecimalString(5, 'GBP')).toBe('0.05');
    expect(toDecimalString(100, 'AUD')).toBe('1.00');
    expect(toDecimalString(500, 'JPY')).toBe('500');
  });

  it('reads a decimal string back into minor units, refusing other precisions', () => {
    expect(fromDecimalString('29.99', 'USD')).toBe(2999);
    expect(fromDecimalString('29.9', 'USD')).toBe(2990);
    expect(fromDecimalString('30', 'USD')).toBe(3000);
    expect(fromDecimalString('500', 'JPY')).toBe(500);
    expect(fromDecimalString('29.999', 'USD')).toBeNull();
    expect(fromDecimalString('1.5', 'JPY')).toBeNull();
    expect(fromDecimalString('-1.00', 'USD')).toBeNull();
    expect(fromDecimalString('1e3', 'USD')).toBeNull();
  });

  it('refuses amounts and currencies no provider could take', () => {
    expect(() => assertChargeable(2999, 'USD')).not.toThrow();
    expect(() => assertChargeable(0, 'USD')).toThrow(RangeError);
    expect(() => assertChargeable(29.99, 'USD')).toThrow(RangeError);
    expect(() => assertChargeable(2999, 'dollars')).toThrow(RangeError);
  });
});

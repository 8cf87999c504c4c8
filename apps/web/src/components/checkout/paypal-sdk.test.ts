import { describe, expect, it } from 'vitest';
import { paypalSdkUrl } from './paypal-sdk';

describe('paypalSdkUrl', () => {
  it('asks for the client id, the currency and capture, encoded', () => {
    expect(paypalSdkUrl('abc&x=1', 'USD')).toBe(
      'https://www.paypal.com/sdk/js?client-id=abc%26x%3D1&currency=USD&intent=capture',
    );
  });
});

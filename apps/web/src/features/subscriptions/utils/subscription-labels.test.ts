import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import type { MemberSubscription } from '@osce/shared/schemas/billing';
import { dateLines, statusTag } from './subscription-labels';

type Dated = Pick<MemberSubscription, 'status' | 'start_date' | 'expiry_date' | 'refund_date'>;

const dated = (overrides: Partial<Dated>): Dated => ({
  status: 'active',
  start_date: '2026-03-01T00:00:00.000Z',
  expiry_date: '2026-03-31T00:00:00.000Z',
  refund_date: null,
  ...overrides,
});

const labelsAndDates = (subscription: Dated) =>
  dateLines(subscription).map(({ label, date }) => [label, date]);

describe('statusTag', () => {
  it('gives each status its text and the spec colour, grey as antd default tag', () => {
    expect(statusTag('active')).toEqual({ text: 'Active', colour: 'green' });
    expect(statusTag('pending')).toEqual({ text: 'Pending', colour: 'blue' });
    expect(statusTag('cancelled')).toEqual({ text: 'Cancelled', colour: 'volcano' });
    expect(statusTag('expired')).toEqual({ text: 'Expired', colour: 'default' });
    expect(statusTag('refunded')).toEqual({ text: 'Refunded', colour: 'geekblue' });
  });
});

describe('dateLines', () => {
  it("reads 'Activates' for a pending subscription and 'Activated' otherwise, DD/MM/YYYY", () => {
    expect(labelsAndDates(dated({ status: 'pending' }))).toEqual([
      [messages.subscriptionActivates, '01/03/2026'],
      [messages.subscriptionExpires, '31/03/2026'],
    ]);
    expect(labelsAndDates(dated({ status: 'cancelled' }))[0]).toEqual([
      messages.subscriptionActivated,
      '01/03/2026',
    ]);
  });

  it("reads 'Expired' for an expired one and 'Expires' for an active or cancelled one", () => {
    expect(labelsAndDates(dated({ status: 'expired' }))[1]?.[0]).toBe('Expired');
    expect(labelsAndDates(dated({ status: 'active' }))[1]?.[0]).toBe('Expires');
    expect(labelsAndDates(dated({ status: 'cancelled' }))[1]?.[0]).toBe('Expires');
  });

  it('adds the refund date for a refunded subscription only', () => {
    const refunded = dated({ status: 'refunded', refund_date: '2026-03-05T10:00:00.000Z' });
    expect(labelsAndDates(refunded)).toEqual([
      ['Activated', '01/03/2026'],
      ['Expires', '31/03/2026'],
      [messages.subscriptionRefunded, '05/03/2026'],
    ]);
    expect(dateLines(dated({ status: 'active', refund_date: '2026-03-05' }))).toHaveLength(2);
  });

  it('keeps the ISO value for the time element', () => {
    expect(dateLines(dated({}))[0]?.iso).toBe('2026-03-01T00:00:00.000Z');
  });
});

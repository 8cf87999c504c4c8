// What a subscription's row says (docs/billing.md, 'Rules'): its tag (text and colour), the start and expiry
// dates with the words that fit its status, and the refund date when refunded. Dates DD/MM/YYYY
// (docs/billing.md, 'Constants').
import type { SubscriptionStatus } from '@osce/shared/constants';
import { formatDisplayDate } from '@osce/shared/dates';
import { messages } from '@osce/shared/messages';
import { SUBSCRIPTION_STATUS_COLOURS, type MemberSubscription } from '@osce/shared/schemas/billing';

const STATUS_TEXT: Record<SubscriptionStatus, string> = {
  active: messages.subscriptionStatusActive,
  pending: messages.subscriptionStatusPending,
  cancelled: messages.subscriptionStatusCancelled,
  expired: messages.subscriptionStatusExpired,
  refunded: messages.subscriptionStatusRefunded,
};

export interface StatusTag {
  text: string;
  /** An Ant Design Tag colour. */
  colour: string;
}

/**
 * The spec's colours are antd presets except grey, which antd has no preset for: a colour it does
 * not know it draws inline, in a grey on grey too faint to read (under 4.5:1). Its default tag is
 * its grey, with text that passes.
 */
export function statusTag(status: SubscriptionStatus): StatusTag {
  const colour = SUBSCRIPTION_STATUS_COLOURS[status];
  return { text: STATUS_TEXT[status], colour: colour === 'grey' ? 'default' : colour };
}

export interface DateLine {
  label: string;
  /** DD/MM/YYYY. */
  date: string;
  /** The ISO date, for <time dateTime>. */
  iso: string;
}

type Dated = Pick<MemberSubscription, 'status' | 'start_date' | 'expiry_date' | 'refund_date'>;

/** Start, expiry and (when refunded) the refund date, each with its label. */
export function dateLines(subscription: Dated): DateLine[] {
  const line = (label: string, iso: string): DateLine => ({
    label,
    date: formatDisplayDate(iso),
    iso,
  });
  const { status } = subscription;
  const lines = [
    line(
      status === 'pending' ? messages.subscriptionActivates : messages.subscriptionActivated,
      subscription.start_date,
    ),
    line(
      status === 'expired' ? messages.subscriptionExpired : messages.subscriptionExpires,
      subscription.expiry_date,
    ),
  ];
  if (status === 'refunded' && subscription.refund_date) {
    lines.push(line(messages.subscriptionRefunded, subscription.refund_date));
  }
  return lines;
}

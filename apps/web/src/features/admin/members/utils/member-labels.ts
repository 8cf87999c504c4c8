// How the Members screens show a member's standing (docs/admin.md, 'Members and money' → 'Screens').
import { SUBSCRIPTION_STATUS_COLOURS } from '@osce/shared/schemas/billing';
import type { SubscriptionStatus } from '@osce/shared/constants';

const MEMBER_STATUS_COLOURS: Record<string, string> = {
  Active: 'green',
  Trial: 'blue',
  Expired: 'orange',
  None: 'default',
  Disabled: 'red',
};

export function memberStatusColour(status: string): string {
  return MEMBER_STATUS_COLOURS[status] ?? 'default';
}

const ROLE_COLOURS: Record<string, string> = {
  member: 'default',
  editor: 'purple',
  support: 'cyan',
  admin: 'magenta',
};

export function roleColour(role: string): string {
  return ROLE_COLOURS[role] ?? 'default';
}

const PAYMENT_STATUS_COLOURS: Record<string, string> = {
  paid: 'green',
  refunding: 'orange',
  refunded: 'geekblue',
  disputed: 'red',
};

export function paymentStatusColour(status: string): string {
  return PAYMENT_STATUS_COLOURS[status] ?? 'default';
}

export function subscriptionStatusColour(status: string): string {
  return SUBSCRIPTION_STATUS_COLOURS[status as SubscriptionStatus] ?? 'default';
}

/** A status as a tag shows it: 'pending' → 'Pending'. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** A payment's amount, held in minor units (cents): 1200 → '12.00 USD'. */
export function formatAmount(minorUnits: number, currency: string): string {
  return `${(minorUnits / 100).toFixed(2)} ${currency}`;
}

/** 'Ada Lovelace', or the username when the account has no name (an erased one). */
export function fullName(member: { first_name: string; last_name: string }): string {
  return `${member.first_name} ${member.last_name}`.trim();
}

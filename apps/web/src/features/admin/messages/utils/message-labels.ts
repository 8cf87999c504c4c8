// How the Messages section names and colours kinds and statuses (docs/admin.md, 'Messages').
import { inboxMessages as text } from '@osce/shared/admin/inbox-prices-messages';
import type { AdminMessageKind, AdminMessageStatus } from '@osce/shared/schemas/admin-messages';

export function kindLabel(kind: AdminMessageKind): string {
  return kind === 'station_report' ? text.kindStationReport : text.kindContact;
}

export function statusLabel(status: AdminMessageStatus): string {
  return { open: text.statusOpen, answered: text.statusAnswered, closed: text.statusClosed }[
    status
  ];
}

export function statusColour(status: AdminMessageStatus): string {
  return { open: 'gold', answered: 'green', closed: 'default' }[status];
}

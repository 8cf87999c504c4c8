// The Messages section's filters (docs/admin.md, 'Messages' → 'Screens'): kept in the address so a
// tab, a kind and a page can be linked and survive a reload; the API path they ask for.
import {
  ADMIN_MESSAGE_KINDS,
  ADMIN_MESSAGE_STATUSES,
  type AdminMessageKind,
  type AdminMessageStatus,
} from '@osce/shared/schemas/admin-messages';

export interface MessageFilters {
  status: AdminMessageStatus;
  kind: AdminMessageKind | null;
  page: number;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

/** The address's filters; the Open tab, any kind and page 1 when absent or unreadable. */
export function filtersFromParams(params: URLSearchParams): MessageFilters {
  const page = Number(params.get('page'));
  return {
    status: oneOf(ADMIN_MESSAGE_STATUSES, params.get('status')) ?? 'open',
    kind: oneOf(ADMIN_MESSAGE_KINDS, params.get('kind')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function paramsFromFilters(filters: MessageFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'open') params.set('status', filters.status);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A change of tab or kind goes back to the first page. */
export function withFilter(
  filters: MessageFilters,
  change: Partial<Omit<MessageFilters, 'page'>>,
): MessageFilters {
  return { ...filters, ...change, page: 1 };
}

/** GET /api/admin/messages for these filters. */
export function messagesPath(filters: MessageFilters): string {
  const params = new URLSearchParams({ status: filters.status });
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.page > 1) params.set('page', String(filters.page));
  return `/admin/messages?${params.toString()}`;
}

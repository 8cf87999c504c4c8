// The members list's filters (docs/admin.md, 'Members and money' → 'Screens'): kept in the page's
// address so a reload or Back returns to the same list, and turned into the API's query string.
import { MEMBER_STATUSES, type MemberStatusFilter } from '../api/member-types';

export interface MemberFilters {
  search: string;
  status: MemberStatusFilter | null;
  /** 1-based. */
  page: number;
}

export const NO_FILTERS: MemberFilters = { search: '', status: null, page: 1 };

function isStatus(value: string | null): value is MemberStatusFilter {
  return value !== null && (MEMBER_STATUSES as readonly string[]).includes(value);
}

/** The filters an address holds; anything unknown falls back to no filter, page 1. */
export function filtersFromParams(params: URLSearchParams): MemberFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim(),
    status: isStatus(status) ? status : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The search parameters for `filters`, leaving out what is at its default. */
export function paramsFromFilters(filters: MemberFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** GET /api/admin/members' path for `filters`. */
export function membersPath(filters: MemberFilters): string {
  const query = paramsFromFilters(filters).toString();
  return query ? `/admin/members?${query}` : '/admin/members';
}

/** A new search or status starts again at page 1; a page change keeps both. */
export function withFilter(
  filters: MemberFilters,
  change: Partial<Pick<MemberFilters, 'search' | 'status'>>,
): MemberFilters {
  return { ...filters, ...change, page: 1 };
}

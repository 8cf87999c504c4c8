// The members list's filters: the address they are kept in and the API query they make.
import { describe, expect, it } from 'vitest';
import {
  filtersFromParams,
  membersPath,
  NO_FILTERS,
  paramsFromFilters,
  withFilter,
} from './member-filters';

describe('members list filters', () => {
  it('asks for the whole list when nothing is chosen', () => {
    expect(membersPath(NO_FILTERS)).toBe('/admin/members');
  });

  it('sends search, status and page, the search trimmed and encoded', () => {
    expect(membersPath({ search: '  ada lovelace+1 ', status: 'Trial', page: 3 })).toBe(
      '/admin/members?search=ada+lovelace%2B1&status=Trial&page=3',
    );
  });

  it('leaves out page 1 and a blank search', () => {
    expect(membersPath({ search: '   ', status: 'Disabled', page: 1 })).toBe(
      '/admin/members?status=Disabled',
    );
  });

  it('reads back what it wrote', () => {
    const filters = { search: 'ada@example.com', status: 'Expired' as const, page: 2 };
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
  });

  it('takes an unknown status or a bad page in the address as no filter, page 1', () => {
    expect(filtersFromParams(new URLSearchParams('status=active&page=-2'))).toEqual(NO_FILTERS);
    expect(filtersFromParams(new URLSearchParams('status=None&page=1.5'))).toEqual({
      search: '',
      status: 'None',
      page: 1,
    });
  });

  it('starts a new search or status at page 1, keeping the other filter', () => {
    const on4 = { search: 'ada', status: 'Active' as const, page: 4 };
    expect(withFilter(on4, { search: 'bob' })).toEqual({
      search: 'bob',
      status: 'Active',
      page: 1,
    });
    expect(withFilter(on4, { status: null })).toEqual({ search: 'ada', status: null, page: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { filtersFromParams, messagesPath, paramsFromFilters, withFilter } from './message-filters';

describe('message filters', () => {
  it('reads the address, falling back to the Open tab, any kind and page 1', () => {
    expect(filtersFromParams(new URLSearchParams(''))).toEqual({
      status: 'open',
      kind: null,
      page: 1,
    });
    expect(
      filtersFromParams(new URLSearchParams('status=answered&kind=station_report&page=3')),
    ).toEqual({ status: 'answered', kind: 'station_report', page: 3 });
    expect(filtersFromParams(new URLSearchParams('status=spam&kind=x&page=-2'))).toEqual({
      status: 'open',
      kind: null,
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and asks the API for the tab', () => {
    const filters = { status: 'closed' as const, kind: 'contact' as const, page: 2 };
    expect(paramsFromFilters(filters).toString()).toBe('status=closed&kind=contact&page=2');
    expect(paramsFromFilters({ status: 'open', kind: null, page: 1 }).toString()).toBe('');
    expect(messagesPath(filters)).toBe('/admin/messages?status=closed&kind=contact&page=2');
    expect(messagesPath({ status: 'open', kind: null, page: 1 })).toBe(
      '/admin/messages?status=open',
    );
  });

  it('goes back to page 1 when the tab or kind changes', () => {
    expect(withFilter({ status: 'open', kind: null, page: 4 }, { kind: 'contact' })).toEqual({
      status: 'open',
      kind: 'contact',
      page: 1,
    });
  });
});

// The study list's own state (search text, order, page) and the page of stations it gives. The
// page goes back to the first whenever what is listed changes (a keystroke, a filter, an order),
// without an effect: the page is remembered together with the query it was chosen for.
import { useMemo, useState } from 'react';
import type { StudyFilters } from '../../../stores/study-filters';
import type { StationSummary } from '../types';
import { clampPage, pageOf } from '../utils/station-page';
import type { SortKey } from '../utils/station-sort';
import { selectStations } from '../utils/study-list';

export function useStudyList(stations: readonly StationSummary[], filters: StudyFilters) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortKey>('number');
  const [reversed, setReversed] = useState(false);
  const found = useMemo(
    () => selectStations(stations, { search, filters, sort, reversed }),
    [stations, search, filters, sort, reversed],
  );
  // Starring a station changes `stations` but not the query: the member stays on their page.
  const queryKey = JSON.stringify([search, filters, sort, reversed]);
  const [paging, setPaging] = useState({ queryKey, page: 1 });
  const page = clampPage(paging.queryKey === queryKey ? paging.page : 1, found.length);
  const shown = useMemo(() => pageOf(found, page), [found, page]);

  return {
    search,
    setSearch,
    sort,
    setSort,
    reversed,
    toggleReversed: () => setReversed((value) => !value),
    found,
    page,
    setPage: (next: number) => setPaging({ queryKey, page: next }),
    shown,
  };
}

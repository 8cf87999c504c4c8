// The stats screen's own state: the period, the tab, and each list's search and page. It lives
// above the overview and the history view, so Back from a station's history returns to the same
// period, tab, search and page the member left.
import { useState } from 'react';
import type { StatsPeriod } from '@osce/shared/schemas/stats';

export type StatsListKind = 'completed' | 'attempt_again';
/** Strengths and Areas for Improvement is the default tab (docs/progress.md, 'Constants'). */
export type StatsTab = 'strengths' | StatsListKind;

export interface ListState {
  search: string;
  page: number;
}

const NO_SEARCH: ListState = { search: '', page: 1 };

export function useStatsScreen() {
  const [period, setPeriod] = useState<StatsPeriod>('all');
  const [tab, setTab] = useState<StatsTab>('strengths');
  const [lists, setLists] = useState<Record<StatsListKind, ListState>>({
    completed: NO_SEARCH,
    attempt_again: NO_SEARCH,
  });
  const update = (kind: StatsListKind, next: Partial<ListState>) =>
    setLists((current) => ({ ...current, [kind]: { ...current[kind], ...next } }));

  return {
    period,
    setPeriod,
    tab,
    setTab,
    lists,
    /** A new search starts at the first page of what it finds. */
    setSearch: (kind: StatsListKind, search: string) => update(kind, { search, page: 1 }),
    setPage: (kind: StatsListKind, page: number) => update(kind, { page }),
  };
}

export type StatsScreenState = ReturnType<typeof useStatsScreen>;

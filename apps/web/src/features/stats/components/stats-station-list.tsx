// Stations Completed or Stations to Try Again (docs/progress.md): the keyword
// search by name or number, the Hide/Show Station Names button, the count (announced as it
// changes), a page of ten stations and the pages.
import { useId, useRef } from 'react';
import { EyeInvisibleOutlined, EyeOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Pagination } from 'antd';
import { messages } from '@osce/shared/messages';
import type { StatsStation } from '@osce/shared/schemas/stats';
import { STATION_PAGE_SIZE } from '@osce/shared/stations/station-constants';
import type { ListState } from '../hooks/use-stats-screen';
import { clampPage, pageOf, searchStatsStations } from '../utils/stats-list';
import { withValues } from '../utils/stats-labels';
import { StatsStationRow } from './stats-station-row';

interface StatsStationListProps {
  stations: readonly StatsStation[];
  state: ListState;
  onSearch: (search: string) => void;
  onPageChange: (page: number) => void;
  nameHidden: boolean;
  onToggleNames: () => void;
  onHistory: (station: StatsStation) => void;
  onReset: (station: StatsStation) => void;
}

export function StatsStationList({
  stations,
  state,
  onSearch,
  onPageChange,
  nameHidden,
  onToggleNames,
  onHistory,
  onReset,
}: StatsStationListProps) {
  const id = useId();
  const countRef = useRef<HTMLParagraphElement>(null);
  const found = searchStatsStations(stations, state.search);
  const page = clampPage(state.page, found.length);
  const shown = pageOf(found, page);

  const turnPage = (next: number) => {
    onPageChange(next);
    // The new page starts at the top of the list, and keyboard users start there too.
    countRef.current?.focus({ preventScroll: true });
    countRef.current?.scrollIntoView({ block: 'nearest' });
  };

  if (stations.length === 0) return <p className="stats-empty">{messages.statsNoStations}</p>;
  return (
    <section className="stats-list" aria-labelledby={`${id}-count`}>
      <div className="stats-list__toolbar" role="search">
        <label htmlFor={`${id}-search`} className="visually-hidden">
          {messages.statsSearchLabel}
        </label>
        <Input
          id={`${id}-search`}
          className="stats-list__search"
          type="search"
          size="large"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={messages.studySearchPlaceholder}
          value={state.search}
          onChange={(event) => onSearch(event.target.value)}
          autoComplete="off"
        />
        <Button
          size="large"
          icon={nameHidden ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
          onClick={onToggleNames}
        >
          {nameHidden ? messages.studyShowNames : messages.studyHideNames}
        </Button>
      </div>
      <p
        id={`${id}-count`}
        ref={countRef}
        tabIndex={-1}
        className="stats-list__count"
        aria-live="polite"
      >
        {withValues(messages.statsStationCount, { count: found.length })}
      </p>
      {found.length === 0 ? (
        <p className="stats-empty">{messages.statsNoSearchMatch}</p>
      ) : (
        <ul className="stats-list__items" aria-label={messages.studyStationsLabel}>
          {shown.map((station) => (
            <StatsStationRow
              key={station.id}
              station={station}
              nameHidden={nameHidden}
              onHistory={onHistory}
              onReset={onReset}
            />
          ))}
        </ul>
      )}
      {found.length > STATION_PAGE_SIZE ? (
        <Pagination
          className="stats-list__pages"
          current={page}
          total={found.length}
          pageSize={STATION_PAGE_SIZE}
          showSizeChanger={false}
          showLessItems
          align="center"
          onChange={turnPage}
        />
      ) : null}
    </section>
  );
}

// The study list: one page of stations, the count (announced as it changes), the pages, and the
// spec's text when nothing matches.
import { useRef } from 'react';
import { Pagination } from 'antd';
import { messages } from '@osce/shared/messages';
import { canUseStation, type StudyAccess } from '@osce/shared/stations/access';
import { STATION_PAGE_SIZE } from '@osce/shared/stations/station-constants';
import type { StationSummary } from '../types';
import { withValues } from '../../../lib/with-values';
import { StationRow } from './station-row';

interface StationListProps {
  stations: StationSummary[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  nameHidden: boolean;
  action: 'start' | 'suggest' | null;
  access: StudyAccess;
  onToggleFavourite: (number: number, favourited: boolean) => void;
  onSuggest?: (number: number) => void;
  /** The group examiner's Start: asks the server to start it for everyone (no link). */
  onStart?: (number: number) => void;
  onAddToPlaylist?: (station: { id: number; number: number }) => void;
}

export function StationList({
  stations,
  total,
  page,
  onPageChange,
  nameHidden,
  action,
  access,
  onToggleFavourite,
  onSuggest,
  onStart,
  onAddToPlaylist,
}: StationListProps) {
  const countRef = useRef<HTMLParagraphElement>(null);
  const turnPage = (next: number) => {
    onPageChange(next);
    // The new page starts at the top of the list, and keyboard users start there too.
    countRef.current?.focus({ preventScroll: true });
    countRef.current?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <section className="station-list" aria-labelledby="station-list-count">
      <p
        id="station-list-count"
        ref={countRef}
        tabIndex={-1}
        className="station-list__count"
        aria-live="polite"
      >
        {withValues(messages.studyStationCount, { count: total })}
      </p>
      {total === 0 ? (
        <p className="empty-text">{messages.noStationsFound}</p>
      ) : (
        <ul className="station-list__items" aria-label={messages.studyStationsLabel}>
          {stations.map((station) => (
            <StationRow
              key={station.number}
              station={station}
              nameHidden={nameHidden}
              action={action}
              usable={canUseStation(access, station)}
              onToggleFavourite={onToggleFavourite}
              onSuggest={onSuggest}
              onStart={onStart}
              onAddToPlaylist={onAddToPlaylist}
            />
          ))}
        </ul>
      )}
      {total > STATION_PAGE_SIZE ? (
        <Pagination
          className="station-list__pages"
          current={page}
          total={total}
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

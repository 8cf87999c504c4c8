// One station of the study list (docs/study.md, 'Screens'): number, name (or its hidden stand-in),
// difficulty and status tags in the spec's colours, the station's length (docs/study.md, 'Station
// length'), Add to playlist, the star, and Start or Suggest.
import { memo } from 'react';
import { ClockCircleOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { messages } from '@osce/shared/messages';
import {
  DIFFICULTY_COLOURS,
  STATION_STATUS_COLOURS,
  STATION_STATUS_LABELS,
} from '@osce/shared/stations/station-constants';
import type { StationSummary } from '../types';
import { withValues } from '../../../lib/with-values';
import { stationLength } from '../utils/station-length';
import { FavouriteButton } from './favourite-button';
import { StationAction } from './station-action';

interface StationRowProps {
  station: StationSummary;
  nameHidden: boolean;
  action: 'start' | 'suggest' | null;
  usable: boolean;
  onToggleFavourite: (number: number, favourited: boolean) => void;
  onSuggest?: (number: number) => void;
  /** The group examiner's Start: asks the server to start it for everyone (no link). */
  onStart?: (number: number) => void;
  /** Add to a playlist: offered when the member may study the station on their own. */
  onAddToPlaylist?: (station: { id: number; number: number }) => void;
}

// Memoised: a keystroke in the search box re-renders the page, and unchanged rows can skip it.
export const StationRow = memo(function StationRow({
  station,
  nameHidden,
  action,
  usable,
  onToggleFavourite,
  onSuggest,
  onStart,
  onAddToPlaylist,
}: StationRowProps) {
  const difficulties = station.stationTaxons.difficulties;
  const length = stationLength(station.recommended_timing);
  return (
    <li className="station-row">
      {/* Sighted members see the bare number in its column; a screen reader hears 'Station 12'. */}
      <span className="station-row__number">
        <span aria-hidden="true">{station.number}</span>
        <span className="visually-hidden">
          {withValues(messages.studyStationNumber, { number: station.number })}
        </span>
      </span>
      <span className="station-row__name">
        {nameHidden ? (
          <span className="station-row__hidden">{messages.studyNameHidden}</span>
        ) : (
          station.name
        )}
      </span>
      <span className="station-row__tags">
        {difficulties.map(({ id, difficulty }) => (
          <Tag key={id} color={DIFFICULTY_COLOURS[difficulty]} className="station-tag">
            {difficulty}
          </Tag>
        ))}
        <Tag color={STATION_STATUS_COLOURS[station.status]} className="station-tag">
          {STATION_STATUS_LABELS[station.status]}
        </Tag>
        {length ? (
          <Tag className="station-tag station-length" icon={<ClockCircleOutlined aria-hidden />}>
            <span aria-hidden="true">{length.short}</span>
            <span className="visually-hidden">{length.spoken}</span>
          </Tag>
        ) : null}
      </span>
      <span className="station-row__star">
        {onAddToPlaylist && usable ? (
          <button
            type="button"
            className="favourite-button playlist-add-button"
            aria-label={withValues(messages.playlistAddToPlaylist, { number: station.number })}
            aria-haspopup="dialog"
            onClick={() => onAddToPlaylist({ id: station.id, number: station.number })}
          >
            <PlusSquareOutlined aria-hidden />
          </button>
        ) : null}
        <FavouriteButton
          number={station.number}
          favourited={station.favourited}
          onToggle={onToggleFavourite}
        />
      </span>
      {action ? (
        <span className="station-row__action">
          <StationAction
            action={action}
            number={station.number}
            usable={usable}
            onSuggest={onSuggest}
            onStart={onStart}
          />
        </span>
      ) : null}
    </li>
  );
});

// One station of Stations Completed or Stations to Try Again: number, name (or its hidden stand-in),
// the latest mark with its band, the average, the attempts and the latest date, then History (when
// there is one) and Reset Station Stats.
import { memo } from 'react';
import { HistoryOutlined, UndoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { formatDisplayDate } from '@osce/shared/dates';
import { messages } from '@osce/shared/messages';
import type { StatsStation } from '@osce/shared/schemas/stats';
import { markBand } from '@osce/shared/stations/scoring';
import { BAND_LABELS, formatStatsMark, withValues } from '../utils/stats-labels';

interface StatsStationRowProps {
  station: StatsStation;
  nameHidden: boolean;
  onHistory: (station: StatsStation) => void;
  onReset: (station: StatsStation) => void;
}

// Memoised: a keystroke in the search box re-renders the list, and unchanged rows can skip it.
export const StatsStationRow = memo(function StatsStationRow({
  station,
  nameHidden,
  onHistory,
  onReset,
}: StatsStationRowProps) {
  const band = markBand(station.mark);
  const number = { number: station.number };
  return (
    <li className="stats-row">
      {/* Sighted members see the bare number in its column; a screen reader hears 'Station 12'. */}
      <span className="stats-row__number">
        <span aria-hidden="true">{station.number}</span>
        <span className="visually-hidden">{withValues(messages.studyStationNumber, number)}</span>
      </span>
      <span className="stats-row__name">
        {nameHidden ? (
          <span className="stats-row__hidden">{messages.studyNameHidden}</span>
        ) : (
          station.name
        )}
      </span>
      <dl className="stats-row__figures">
        <div className="stats-figure">
          <dt>{messages.statsLatestMark}</dt>
          <dd>
            {formatStatsMark(station.mark)}{' '}
            <span className={`stats-band stats-band--${band}`}>{BAND_LABELS[band]}</span>
          </dd>
        </div>
        <div className="stats-figure">
          <dt>{messages.statsAverage}</dt>
          <dd>{formatStatsMark(station.average)}</dd>
        </div>
        <div className="stats-figure">
          <dt>{messages.statsAttempts}</dt>
          <dd>{station.attempts}</dd>
        </div>
        <div className="stats-figure">
          <dt>{messages.statsLatestDate}</dt>
          <dd>{formatDisplayDate(station.latest_completion)}</dd>
        </div>
      </dl>
      <span className="stats-row__actions">
        {station.attempts > 0 ? (
          <Button
            icon={<HistoryOutlined aria-hidden />}
            aria-label={withValues(messages.statsHistoryFor, number)}
            onClick={() => onHistory(station)}
          >
            {messages.statsHistory}
          </Button>
        ) : null}
        <Button
          danger
          icon={<UndoOutlined aria-hidden />}
          aria-label={withValues(messages.statsResetStationFor, number)}
          aria-haspopup="dialog"
          onClick={() => onReset(station)}
        >
          {messages.statsResetStation}
        </Button>
      </span>
    </li>
  );
});

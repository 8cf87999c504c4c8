// The Average Mark display: the mean of every marking in the period, one decimal, with its band;
// a dash and a line saying why when the period has no marking.
import { messages } from '@osce/shared/messages';
import { markBand } from '@osce/shared/stations/scoring';
import { BAND_LABELS, formatStatsMark } from '../utils/stats-labels';

export function AverageMark({ average }: { average: number | null }) {
  const band = average === null ? null : markBand(average);
  return (
    <dl className="stats-average">
      <dt className="stats-average__label">{messages.statsAverageMark}</dt>
      <dd className="stats-average__value">
        {average === null || band === null ? (
          <>
            <span className="stats-average__figure" aria-hidden="true">
              –
            </span>
            <span className="stats-average__none">{messages.statsNoAverage}</span>
          </>
        ) : (
          <>
            <span className="stats-average__figure">{formatStatsMark(average)}</span>
            <span className={`stats-band stats-band--${band}`}>{BAND_LABELS[band]}</span>
          </>
        )}
      </dd>
    </dl>
  );
}

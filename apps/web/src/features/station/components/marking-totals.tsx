// Total, maximum, the mark out of 100 and its band (low, medium, high: coloured, and named so the
// colour is never the only sign). Announced politely as boxes are ticked.
import { messages } from '@osce/shared/messages';
import type { MarkBand } from '@osce/shared/stations/scoring';
import { BAND_LABELS, formatMark } from '../utils/marking-summary';

interface MarkingTotalsProps {
  total: number;
  maximum: number;
  mark: number;
  band: MarkBand;
  live?: boolean;
}

export function MarkingTotals({ total, maximum, mark, band, live = false }: MarkingTotalsProps) {
  return (
    <dl
      className="marking-totals"
      aria-live={live ? 'polite' : undefined}
      aria-atomic={live ? true : undefined}
    >
      <div className="marking-totals__item">
        <dt>{messages.markingTotal}</dt>
        <dd>
          {messages.markingOutOf
            .replace('{score}', String(total))
            .replace('{maximum}', String(maximum))}
        </dd>
      </div>
      <div className="marking-totals__item">
        <dt>{messages.markingMark}</dt>
        <dd>
          {messages.markingOutOf.replace('{score}', formatMark(mark)).replace('{maximum}', '100')}{' '}
          <span className={`mark-band mark-band--${band}`}>{BAND_LABELS[band]}</span>
        </dd>
      </div>
    </dl>
  );
}

// A station row's action (docs/study.md): Start for whoever runs the station
// (the solo candidate), Suggest for the other members of a group. A station a trial member cannot
// use keeps its button, marked disabled but still focusable, so its tooltip (This station is only
// available to paid subscribers.) is reachable by keyboard and read by screen readers.
import { useId } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { messages } from '@osce/shared/messages';
import { ButtonLink } from '../../../components/button-link';
import { withValues } from '../../../lib/with-values';

interface StationActionProps {
  action: 'start' | 'suggest';
  number: number;
  usable: boolean;
  /** Group study wires this in a later issue; without it Suggest is not offered. */
  onSuggest?: (number: number) => void;
  /** The group examiner's Start: the server starts it for the whole group. */
  onStart?: (number: number) => void;
}

export function StationAction({ action, number, usable, onSuggest, onStart }: StationActionProps) {
  const tooltipId = useId();
  const label = withValues(
    action === 'start' ? messages.studyStartStation : messages.studySuggestStation,
    { number },
  );
  const text = action === 'start' ? messages.studyStart : messages.studySuggest;

  if (!usable) {
    return (
      // The button's own description says it from the start, for screen readers that announce on
      // focus, before a tooltip could open. Ant Design also points aria-describedby at its open
      // tooltip; the tooltip's text is aria-hidden so it is not read twice.
      <Tooltip
        title={<span aria-hidden="true">{messages.stationPaidOnly}</span>}
        trigger={['hover', 'focus']}
      >
        <button
          type="button"
          className="button button--primary station-action station-action--locked"
          aria-disabled="true"
          aria-label={label}
          aria-describedby={tooltipId}
        >
          {/* The lock tells a touch user, who has no pointer to hover with, before any tap. */}
          <LockOutlined aria-hidden />
          {text}
          <span id={tooltipId} className="visually-hidden">
            {messages.stationPaidOnly}
          </span>
        </button>
      </Tooltip>
    );
  }
  if (action === 'start' && onStart) {
    return (
      <button
        type="button"
        className="button button--primary station-action"
        aria-label={label}
        onClick={() => onStart(number)}
      >
        {text}
      </button>
    );
  }
  if (action === 'start') {
    return (
      <ButtonLink to={`/station/${number}`} className="station-action" aria-label={label}>
        {text}
      </ButtonLink>
    );
  }
  if (!onSuggest) return null;
  return (
    <button
      type="button"
      className="button button--default station-action"
      aria-label={label}
      onClick={() => onSuggest(number)}
    >
      {text}
    </button>
  );
}

// A station's history in My Stats (docs/progress.md, 'Screens'): Back, the attempts by date (newest
// first) and, for the one chosen, the tabs Marking Guide and Notes. Reached as /stats?station={id}
// so the browser's Back and a reload keep the member where they are. Under the name, the station's
// examiner title (its diagnosis; docs/progress.md, 'Domains'), both hidden with the names.
import { useEffect, useId, useRef, useState } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { messages } from '@osce/shared/messages';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { isNotFound, isSilentError } from '../../../lib/api-client';
import { useHideStationNames } from '../../../stores/app-store';
import { useMarkings } from '../api/get-markings';
import { attemptOptions, chosenMarking } from '../utils/history-options';
import { withValues } from '../utils/stats-labels';
import { HistoryGuide } from './history-guide';
import { HistoryNotes } from './history-notes';
import { StatsTabs } from './stats-tabs';

type HistoryTab = 'guide' | 'notes';

const TABS = [
  { key: 'guide' as const, label: messages.statsHistoryMarkingGuide },
  { key: 'notes' as const, label: messages.statsHistoryNotes },
];

interface StationHistoryProps {
  stationId: number;
  /** Opened from the list (not loaded as it is): the heading takes the focus. */
  focusHeading: boolean;
  onBack: () => void;
}

export function StationHistory({ stationId, focusHeading, onBack }: StationHistoryProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const markings = useMarkings(stationId);
  const nameHidden = useHideStationNames();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [tab, setTab] = useState<HistoryTab>('guide');
  const data = markings.data;

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  let body;
  if (data) {
    const marking = chosenMarking(data.markings, chosenId);
    body = marking ? (
      <>
        <div className="stats-attempt">
          <label htmlFor={`${id}-attempt`} className="stats-attempt__label">
            {messages.statsHistorySelect}
          </label>
          <select
            id={`${id}-attempt`}
            className="field__input field__select stats-attempt__select"
            value={marking.id}
            onChange={(event) => setChosenId(Number(event.target.value))}
          >
            {attemptOptions(data.markings).map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <StatsTabs<HistoryTab>
          label={messages.statsHistoryTabsLabel}
          tabs={TABS}
          active={tab}
          onChange={setTab}
        >
          {tab === 'guide' ? (
            <HistoryGuide marking={marking} />
          ) : (
            <HistoryNotes notes={marking.notes} />
          )}
        </StatsTabs>
      </>
    ) : (
      <p className="stats-empty">{messages.statsHistoryEmpty}</p>
    );
  } else if (markings.isError && isNotFound(markings.error)) {
    body = <p className="stats-empty">{messages.statsNotFound}</p>;
  } else if (markings.isError && !isSilentError(markings.error)) {
    body = (
      <ErrorState
        error={markings.error}
        what={messages.statsHistoryLoading}
        onRetry={() => void markings.refetch()}
      />
    );
  } else {
    body = <LoadingState label={messages.statsHistoryLoading} rows={6} />;
  }

  return (
    <>
      <div className="stats-history__top">
        <Button size="large" icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
          {messages.statsHistoryBack}
        </Button>
      </div>
      <div className="stats-header">
        <div>
          {/* The heading is there from the start, so it can take the focus while data loads. */}
          <h1 ref={headingRef} tabIndex={-1}>
            {data
              ? withValues(messages.statsHistoryHeading, { number: data.number })
              : messages.statsHistory}
          </h1>
          {data && !nameHidden ? <p className="stats-history__name">{data.name}</p> : null}
          {data && !nameHidden && data.diagnosis && data.diagnosis !== data.name ? (
            <p className="stats-history__diagnosis">
              {withValues(messages.statsHistoryDiagnosis, { diagnosis: data.diagnosis })}
            </p>
          ) : null}
        </div>
      </div>
      {body}
    </>
  );
}

// Completion screen 2 (docs/station-run.md): the score summary (total, maximum, mark
// and band, as it will be recorded) and the final status choice: Attempt Again, Complete or Don't
// save stats. A preview saves nothing: its summary is for the visitor's eyes only. A version 2
// station adds its diagnosis, each domain's share and the critical items missed (docs/station-run.md,
// 'Version 2 stations on the station screen').
import type { Ref } from 'react';
import { Button } from 'antd';
import { messages } from '@osce/shared/messages';
import { markBand } from '@osce/shared/stations/scoring';
import { STATION_STATUS_LABELS } from '@osce/shared/stations/station-constants';
import { ButtonLink } from '../../../components/button-link';
import type { FinalStatus, StationDetail } from '../types';
import type { MarkingSummary } from '../utils/marking-summary';
import { recordedNote } from './marking-form';
import { isVersion2 } from '../utils/version-2';
import { Diagnosis } from './approach-guide';
import { MarkingTotals } from './marking-totals';
import { ScoreDomains } from './score-domains';

interface ScoreSummaryProps {
  headingRef: Ref<HTMLHeadingElement>;
  summary: MarkingSummary;
  /** The station marked: its diagnosis and guide, for a version 2 station's additions. */
  detail?: StationDetail | null;
  preview: boolean;
  /** Group study's candidate: the examiner records the mark; they only read it and go on. */
  note?: string | null;
  /** Group study's examiner: whose mark this is (the choice is recorded for them). */
  forName?: string | null;
  /** The status being sent, while it is. */
  sending: FinalStatus | null;
  onChoose: (status: FinalStatus) => void;
  /** The preview's way on: nothing to record. */
  onContinue: () => void;
}

const CHOICES: { status: FinalStatus; label: string; primary: boolean }[] = [
  { status: 'complete', label: STATION_STATUS_LABELS.complete, primary: true },
  { status: 'attempt_again', label: STATION_STATUS_LABELS.attempt_again, primary: false },
  { status: 'hidden', label: messages.markDontSave, primary: false },
];

export function ScoreSummary({
  headingRef,
  summary,
  detail = null,
  preview,
  note = null,
  forName = null,
  sending,
  onChoose,
  onContinue,
}: ScoreSummaryProps) {
  const typedDiffers = summary.typedTotal !== null && summary.typedTotal !== summary.recordedTotal;
  const version2 = detail !== null && isVersion2(detail.station);
  return (
    <section className="station-card station-complete" aria-labelledby="station-score-title">
      <h2 id="station-score-title" ref={headingRef} tabIndex={-1} className="station-step-title">
        {forName ? messages.groupScoreFor.replace('{name}', forName) : messages.phaseScore}
      </h2>
      {version2 && detail.station.diagnosis ? (
        <Diagnosis diagnosis={detail.station.diagnosis} />
      ) : null}
      <MarkingTotals
        total={summary.recordedTotal}
        maximum={summary.maximum}
        mark={summary.recordedMark}
        band={markBand(summary.recordedMark)}
      />
      {typedDiffers ? <p className="station-hint">{recordedNote(summary)}</p> : null}
      {version2 ? (
        <ScoreDomains guide={detail.station_components.marking_guides} scores={summary.scores} />
      ) : null}
      {note ? (
        <>
          <p>{note}</p>
          <div className="station-actions">
            <Button type="primary" size="large" onClick={onContinue}>
              {messages.stationContinue}
            </Button>
          </div>
        </>
      ) : preview ? (
        <>
          <p>{messages.completePreviewNotSaved}</p>
          <div className="station-actions">
            <Button type="primary" size="large" onClick={onContinue}>
              {messages.stationContinue}
            </Button>
            <ButtonLink to="/subscription-plans" variant="default" size="large">
              {messages.previewSubscribe}
            </ButtonLink>
          </div>
        </>
      ) : (
        <fieldset className="station-status-choice">
          <legend className="station-status-choice__legend">
            {messages.completeStatusQuestion}
          </legend>
          <p className="station-hint">
            {forName
              ? messages.groupStatusHintFor.replace('{name}', forName)
              : messages.completeStatusHint}
          </p>
          <div className="station-actions">
            {CHOICES.map(({ status, label, primary }) => (
              <Button
                key={status}
                type={primary ? 'primary' : 'default'}
                size="large"
                loading={sending === status}
                disabled={sending !== null && sending !== status}
                onClick={() => onChoose(status)}
              >
                {label}
              </Button>
            ))}
          </div>
        </fieldset>
      )}
    </section>
  );
}

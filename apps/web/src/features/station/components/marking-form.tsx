// The marking form (docs/station-run.md): each marking guide item's task
// and its max_marks checkboxes ({questionId}_{index}), the global score (0 to 5, empty counts 0),
// the cumulative total entry (not above the total available; when typed, it is the total shown),
// then the totals. Read-only when the result is recorded or the member reviews the station. A
// version 2 item shows its domain, anchors and Critical tag, and the global descriptors sit beside
// the global score (docs/station-run.md, 'Version 2 stations on the station screen').
import { useId } from 'react';
import { messages } from '@osce/shared/messages';
import { checkboxId } from '@osce/shared/stations/scoring';
import { FieldError, invalidProps } from '../../../components/form/field-error';
import { HtmlContent } from '../../../components/html-content';
import type { MarkingGuideItem, StationComponents } from '../types';
import type { MarkingAnswers, MarkingSummary } from '../utils/marking-summary';
import { formatMark } from '../utils/marking-summary';
import {
  GlobalDescriptors,
  hasItemDetails,
  MarkingItemDetails,
  MarkingItemTags,
} from './marking-item-details';
import { MarkingTotals } from './marking-totals';

interface MarkingFormProps {
  guide: readonly MarkingGuideItem[];
  answers: MarkingAnswers;
  summary: MarkingSummary;
  onChange: (answers: MarkingAnswers) => void;
  readOnly: boolean;
  /** The station's global descriptors (null for a version 1 station). */
  descriptors?: StationComponents['global_descriptors'];
}

export function MarkingForm({
  guide,
  answers,
  summary,
  onChange,
  readOnly,
  descriptors = null,
}: MarkingFormProps) {
  const id = useId();
  const toggle = (box: string, ticked: boolean) => {
    const next = new Set(answers.ticked);
    if (ticked) next.add(box);
    else next.delete(box);
    onChange({ ...answers, ticked: next });
  };
  const globalId = `${id}-global`;
  const cumulativeId = `${id}-cumulative`;
  const showRecordedNote =
    summary.typedTotal !== null && summary.typedTotal !== summary.recordedTotal;

  return (
    <div className="marking-form">
      {guide.length === 0 ? (
        <p className="marking-form__empty">{messages.noMarkingGuide}</p>
      ) : (
        <ol className="marking-items">
          {guide.map((item, n) => {
            const taskId = `${id}-task-${item.id}`;
            const detailsId = `${id}-details-${item.id}`;
            return (
              <li key={item.id} className="marking-item">
                <div id={taskId} className="marking-item__task">
                  <MarkingItemTags item={item} number={n + 1} />
                  <HtmlContent html={item.task} />
                </div>
                <MarkingItemDetails item={item} id={detailsId} />
                <div
                  role="group"
                  aria-labelledby={taskId}
                  aria-describedby={hasItemDetails(item) ? detailsId : undefined}
                  className="marking-item__boxes"
                >
                  {Array.from({ length: item.max_marks }, (_, index) => {
                    const box = checkboxId(item.id, index);
                    return (
                      <label key={box} className="mark-box" htmlFor={box}>
                        <input
                          id={box}
                          type="checkbox"
                          className="mark-box__input"
                          checked={answers.ticked.has(box)}
                          disabled={readOnly}
                          onChange={(event) => toggle(box, event.target.checked)}
                        />
                        <span className="visually-hidden">
                          {messages.markingBox
                            .replace('{index}', String(index + 1))
                            .replace('{max}', String(item.max_marks))}
                        </span>
                        <span className="mark-box__number" aria-hidden="true">
                          {index + 1}
                        </span>
                      </label>
                    );
                  })}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="marking-scores">
        <div className="field marking-scores__field">
          <label htmlFor={globalId} className="field__label">
            {messages.markingGlobalScore}
          </label>
          <input
            id={globalId}
            className="field__input"
            inputMode="numeric"
            autoComplete="off"
            value={answers.globalScore}
            readOnly={readOnly}
            onChange={(event) => onChange({ ...answers, globalScore: event.target.value })}
            {...invalidProps(globalId, summary.globalScoreError)}
          />
          <FieldError fieldId={globalId} error={summary.globalScoreError} />
          <GlobalDescriptors descriptors={descriptors} />
        </div>
        <div className="field marking-scores__field">
          <label htmlFor={cumulativeId} className="field__label">
            {messages.markingCumulative}
          </label>
          <input
            id={cumulativeId}
            className="field__input"
            inputMode="numeric"
            autoComplete="off"
            value={answers.cumulativeTotal}
            readOnly={readOnly}
            onChange={(event) => onChange({ ...answers, cumulativeTotal: event.target.value })}
            {...describedBy(cumulativeId, summary.cumulativeTotalError)}
          />
          <p id={`${cumulativeId}-hint`} className="station-hint">
            {messages.markingCumulativeHint}
          </p>
          <FieldError fieldId={cumulativeId} error={summary.cumulativeTotalError} />
        </div>
      </div>
      <MarkingTotals
        total={summary.shownTotal}
        maximum={summary.maximum}
        mark={summary.shownMark}
        band={summary.shownBand}
        live={!readOnly}
      />
      {showRecordedNote ? <p className="station-hint">{recordedNote(summary)}</p> : null}
    </div>
  );
}

/** The hint always, and the error after it while there is one. */
function describedBy(fieldId: string, error: string | undefined) {
  const invalid = invalidProps(fieldId, error);
  return {
    'aria-invalid': invalid['aria-invalid'],
    'aria-describedby': [`${fieldId}-hint`, invalid['aria-describedby']].filter(Boolean).join(' '),
  };
}

export function recordedNote(summary: MarkingSummary): string {
  return messages.markingRecordedNote
    .replace('{total}', String(summary.recordedTotal))
    .replace('{maximum}', String(summary.maximum))
    .replace('{mark}', formatMark(summary.recordedMark));
}

// The setup step (docs/station-run.md): reading, station, question and feedback minutes from the
// fixed option lists, a switch to turn the timers off, Save as preferred, the station time text
// with the stem's tasks, and Start. The minutes start where startingTiming says (the member's
// timing for this station, their exam preset, the station's recommended timing, their preferred
// timing), and the step says which; it offers the exam presets, Use recommended and Save for this
// station (docs/station-run.md, 'Timing a version 2 station'). A preview runs on fixed timings:
// they are shown, not chosen.
import { useId, type Ref } from 'react';
import { Button, Switch } from 'antd';
import { messages } from '@osce/shared/messages';
import { EXAM_PRESET_IDS, EXAM_PRESETS, isExamPresetId } from '@osce/shared/stations/exam-presets';
import { TIMED_PHASES, type TimedPhase } from '@osce/shared/stations/roles';
import {
  TIMING_OPTIONS,
  type PhaseMinutes,
  type StationTiming,
} from '@osce/shared/stations/timing';
import { useTimingChoice, type TimingChoice } from '../hooks/use-timing-choice';
import type { StationDetail, StationInfo } from '../types';
import { phaseMinutesOf } from '../utils/initial-timing';
import { minutesText, TIMED_PHASE_LABELS } from '../utils/phase-labels';
import { AutoplayWarning } from './autoplay-warning';
import { StationTimeText } from './station-time-text';

interface TimingSetupProps {
  timing: StationTiming;
  station: StationInfo;
  /** The whole answer: the member's own timing for the station and their preset come with it. */
  detail?: StationDetail;
  /** A group's examiner sets what the group runs; nothing is saved from there. */
  group?: boolean;
  preview: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onTimingChange: (timing: StationTiming) => void;
  onSave: (minutes: PhaseMinutes) => void;
  saving: boolean;
  onStart: () => void;
}

const NO_PRESET = '';

/** 'Reading Time 1 min, Station Time 10 min, …' */
function minutesList(minutes: PhaseMinutes): string {
  return TIMED_PHASES.map(
    (phase) =>
      `${TIMED_PHASE_LABELS[phase]} ${messages.stationMinutesOption.replace('{minutes}', String(minutes[phase]))}`,
  ).join(', ');
}

export function TimingSetup({
  timing,
  station,
  detail,
  group = false,
  preview,
  headingRef,
  onTimingChange,
  onSave,
  saving,
  onStart,
}: TimingSetupProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const selectId = (phase: TimedPhase) => `${id}-${phase}`;
  const switchId = `${id}-timing-off`;
  const choice = useTimingChoice({
    detail,
    enabled: !preview,
    group,
    timing,
    setTiming: onTimingChange,
  });

  return (
    <section className="station-card station-setup" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="station-step-title">
        {messages.stationSetupTitle}
      </h2>
      {preview ? (
        <>
          <p>{messages.stationPreviewTimingIntro}</p>
          <dl className="station-setup__fixed">
            {TIMED_PHASES.map((phase) => (
              <div key={phase}>
                <dt>{TIMED_PHASE_LABELS[phase]}</dt>
                <dd>{minutesText(String(timing[phase]))}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <>
          <p>{messages.stationSetupIntro}</p>
          {choice && <TimingSource choice={choice} selectId={`${id}-preset`} />}
          <div className="station-setup__selects">
            {TIMED_PHASES.map((phase) => (
              <div key={phase} className="field station-setup__field">
                <label htmlFor={selectId(phase)} className="field__label">
                  {messages.stationPhaseMinutes.replace('{phase}', TIMED_PHASE_LABELS[phase])}
                </label>
                <select
                  id={selectId(phase)}
                  className="field__input field__select"
                  value={timing[phase]}
                  onChange={(event) =>
                    onTimingChange({ ...timing, [phase]: Number(event.target.value) })
                  }
                >
                  {TIMING_OPTIONS[phase].map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {messages.stationMinutesOption.replace('{minutes}', String(minutes))}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <div className="station-setup__switch">
            <Switch
              id={switchId}
              checked={timing.disabled}
              onChange={(disabled) => onTimingChange({ ...timing, disabled })}
              aria-describedby={`${switchId}-hint`}
            />
            <div>
              <label htmlFor={switchId} className="station-setup__switch-label">
                {messages.stationTimingOff}
              </label>
              <p id={`${switchId}-hint`} className="station-hint">
                {messages.stationTimingOffHint}
              </p>
            </div>
          </div>
          <div className="station-setup__actions">
            {choice?.recommended && !choice.isRecommended && (
              <Button onClick={choice.useRecommended}>{messages.timingUseRecommended}</Button>
            )}
            {choice?.canSave && (
              <Button loading={choice.saving} onClick={choice.saveForStation}>
                {messages.timingSaveForStation}
              </Button>
            )}
            {choice?.canSave && choice.hasStationTiming && (
              <Button disabled={choice.saving} onClick={choice.clearForStation}>
                {messages.timingClearForStation}
              </Button>
            )}
            <Button loading={saving} onClick={() => onSave(phaseMinutesOf(timing))}>
              {messages.stationSaveTiming}
            </Button>
          </div>
          {group && <p className="station-hint">{messages.timingGroupChoice}</p>}
        </>
      )}
      <StationTimeText minutes={phaseMinutesOf(timing)} tasks={station.stem_tasks} />
      <AutoplayWarning />
      <div className="station-setup__start">
        <Button type="primary" size="large" onClick={onStart}>
          {messages.stationStart}
        </Button>
      </div>
    </section>
  );
}

/** Where the minutes come from, the recommended minutes, and the exam preset choice. */
function TimingSource({ choice, selectId }: { choice: TimingChoice; selectId: string }) {
  const preset = choice.preset ? EXAM_PRESETS[choice.preset] : null;
  return (
    <div className="station-setup__source">
      <p className="station-setup__source-line" role="status">
        {messages.timingSourceLabel.replace('{source}', choice.sourceText)}
      </p>
      {choice.recommended && (
        <p className="station-hint">
          {messages.timingRecommendedIs.replace('{minutes}', minutesList(choice.recommended))}
        </p>
      )}
      <div className="field station-setup__preset">
        <label htmlFor={selectId} className="field__label">
          {messages.examPresetLabel}
        </label>
        <select
          id={selectId}
          className="field__input field__select"
          value={choice.preset ?? NO_PRESET}
          disabled={choice.saving}
          aria-describedby={`${selectId}-hint`}
          onChange={(event) => {
            const value = event.target.value;
            choice.choosePreset(isExamPresetId(value) ? value : null);
          }}
        >
          <option value={NO_PRESET}>{messages.examPresetNone}</option>
          {EXAM_PRESET_IDS.map((presetId) => (
            <option key={presetId} value={presetId}>
              {EXAM_PRESETS[presetId].label}
            </option>
          ))}
        </select>
        <p id={`${selectId}-hint`} className="station-hint">
          {preset ? `${preset.note} ` : ''}
          {choice.canSave ? messages.examPresetHint : ''}
        </p>
      </div>
    </div>
  );
}

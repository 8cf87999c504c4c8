// The setup step (docs/station-run.md): reading, station, question and feedback
// minutes from the fixed option lists (the member's preferred minutes to begin with), a switch to
// turn the timers off, Save as preferred, the station time text with the stem's tasks, and Start.
// A preview runs on fixed timings: they are shown, not chosen.
import { useId, type Ref } from 'react';
import { Button, Switch } from 'antd';
import { messages } from '@osce/shared/messages';
import { TIMED_PHASES, type TimedPhase } from '@osce/shared/stations/roles';
import {
  TIMING_OPTIONS,
  type PhaseMinutes,
  type StationTiming,
} from '@osce/shared/stations/timing';
import type { StationInfo } from '../types';
import { minutesText, TIMED_PHASE_LABELS } from '../utils/phase-labels';
import { AutoplayWarning } from './autoplay-warning';
import { StationTimeText } from './station-time-text';

interface TimingSetupProps {
  timing: StationTiming;
  station: StationInfo;
  preview: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onTimingChange: (timing: StationTiming) => void;
  onSave: (minutes: PhaseMinutes) => void;
  saving: boolean;
  onStart: () => void;
}

function minutesOf({ reading, station, question, feedback }: StationTiming): PhaseMinutes {
  return { reading, station, question, feedback };
}

export function TimingSetup({
  timing,
  station,
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
          <Button loading={saving} onClick={() => onSave(minutesOf(timing))}>
            {messages.stationSaveTiming}
          </Button>
        </>
      )}
      <StationTimeText minutes={minutesOf(timing)} tasks={station.stem_tasks} />
      <AutoplayWarning />
      <div className="station-setup__start">
        <Button type="primary" size="large" onClick={onStart}>
          {messages.stationStart}
        </Button>
      </div>
    </section>
  );
}

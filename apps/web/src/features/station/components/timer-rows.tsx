// The four timer rows (docs/station-run.md, 'Screens'): one per timed phase, spent phases at 0:00, the
// current one counting down (highlighted), later ones at their full time; ∞ when timing is off.
// Only this and the compact timer read the clock, so only they re-render on every tick.
import { messages } from '@osce/shared/messages';
import { isPaused, timerRowsMs, type StationRun } from '@osce/shared/stations/phase-machine';
import { TIMED_PHASES } from '@osce/shared/stations/roles';
import { countdownText } from '@osce/shared/stations/timing';
import { useRunNow } from '../hooks/use-station-run';
import type { RunController } from '../utils/run-controller';
import { TIMED_PHASE_LABELS } from '../utils/phase-labels';

interface TimerRowsProps {
  run: StationRun;
  controller: RunController;
  countdownHidden: boolean;
}

export function TimerRows({ run, controller, countdownHidden }: TimerRowsProps) {
  const now = useRunNow(controller);
  const rows = timerRowsMs(run, now);
  const paused = isPaused(run);
  return (
    <ol className="timer-rows">
      {TIMED_PHASES.map((phase) => {
        const current = phase === run.phase;
        return (
          <li
            key={phase}
            className={current ? 'timer-row timer-row--current' : 'timer-row'}
            aria-current={current ? 'step' : undefined}
          >
            <span className="timer-row__label">
              {TIMED_PHASE_LABELS[phase]}
              {current && paused ? (
                <span className="timer-row__paused">{messages.timersPaused}</span>
              ) : null}
            </span>
            <span className="timer-row__time">
              {countdownHidden ? messages.timersHidden : countdownText(rows[phase])}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The narrow layout's one-line timer beside Show Timer: the current phase and its time left. */
export function CompactTimer({ run, controller, countdownHidden }: TimerRowsProps) {
  const now = useRunNow(controller);
  const rows = timerRowsMs(run, now);
  const phase = TIMED_PHASES.find((p) => p === run.phase);
  if (!phase) return null;
  return (
    <p className="compact-timer">
      <span className="compact-timer__label">
        {TIMED_PHASE_LABELS[phase]}
        {isPaused(run) ? <span className="timer-row__paused">{messages.timersPaused}</span> : null}
      </span>
      <span className="compact-timer__time">
        {countdownHidden ? messages.timersHidden : countdownText(rows[phase])}
      </span>
    </p>
  );
}

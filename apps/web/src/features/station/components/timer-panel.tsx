// The side panel of the timed phases (docs/station-run.md, 'Screens'): the four timer rows and, for
// whoever controls timing, show/hide timer, previous step, pause/resume (not when timing is off),
// next step and finish station, with the keys that do the same.
import {
  CaretLeftOutlined,
  CaretRightOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  PauseOutlined,
  PlayCircleOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { messages } from '@osce/shared/messages';
import { isPaused, type StationRun } from '@osce/shared/stations/phase-machine';
import type { RunController } from '../utils/run-controller';
import { TimerRows } from './timer-rows';

export interface TimerActions {
  onToggleCountdown: () => void;
  onBack: () => void;
  onTogglePause: () => void;
  onSkip: () => void;
  onFinish: () => void;
}

interface TimerPanelProps extends TimerActions {
  run: StationRun;
  controller: RunController;
  countdownHidden: boolean;
  /** controlsFor(role).timing: the solo candidate's and the examiner's. */
  controlsTiming: boolean;
}

export function TimerPanel({
  run,
  controller,
  countdownHidden,
  controlsTiming,
  onToggleCountdown,
  onBack,
  onTogglePause,
  onSkip,
  onFinish,
}: TimerPanelProps) {
  const paused = isPaused(run);
  return (
    <div className="timer-panel">
      <TimerRows run={run} controller={controller} countdownHidden={countdownHidden} />
      {controlsTiming ? (
        <>
          <div className="timer-controls">
            <Button
              icon={
                countdownHidden ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />
              }
              onClick={onToggleCountdown}
              className="timer-controls__wide"
            >
              {countdownHidden ? messages.timersShow : messages.timersHide}
            </Button>
            <Button
              icon={<CaretLeftOutlined aria-hidden />}
              onClick={onBack}
              aria-keyshortcuts="ArrowLeft"
            >
              {messages.timersPrevious}
            </Button>
            <Button
              icon={<CaretRightOutlined aria-hidden />}
              iconPlacement="end"
              onClick={onSkip}
              aria-keyshortcuts="ArrowRight"
            >
              {messages.timersNext}
            </Button>
            {run.timing.disabled ? null : (
              <Button
                type={paused ? 'primary' : 'default'}
                icon={paused ? <PlayCircleOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
                onClick={onTogglePause}
                aria-keyshortcuts="Space"
                className="timer-controls__wide"
              >
                {paused ? messages.timersResume : messages.timersPause}
              </Button>
            )}
            <Button
              danger
              icon={<StopOutlined aria-hidden />}
              onClick={onFinish}
              className="timer-controls__wide"
            >
              {messages.timersFinish}
            </Button>
          </div>
          <p className="timer-panel__keys">{keysHint(run.timing.disabled)}</p>
        </>
      ) : null}
    </div>
  );
}

/** Space is not offered when timing is off (there is no pause). */
function keysHint(timingOff: boolean): string {
  return timingOff ? messages.timersKeysNoPause : messages.timersKeys;
}

// The timed phases' layout (docs/station-run.md, 'Screens'): the content with its tabs, and the timer
// panel beside it; at 992 px wide or less the panel becomes the Study Timers drawer (width 356),
// opened by Show Timer, with the current phase and its time left kept in view beside the button.
import type { ReactNode, Ref } from 'react';
import { FieldTimeOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { messages } from '@osce/shared/messages';
import { isPaused, type StationRun } from '@osce/shared/stations/phase-machine';
import { useMediaQuery } from '../../../hooks/use-media-query';
import type { RunController } from '../utils/run-controller';
import { phaseAnnouncement } from '../utils/phase-labels';
import { TimerPanel, type TimerActions } from './timer-panel';
import { CompactTimer } from './timer-rows';

/** The spec's narrow-layout breakpoint: 992 px or less. */
export const NARROW_LAYOUT = '(max-width: 992px)';
const DRAWER_WIDTH = 356;

interface TimedLayoutProps {
  run: StationRun;
  controller: RunController;
  countdownHidden: boolean;
  controlsTiming: boolean;
  timerActions: TimerActions;
  headingRef: Ref<HTMLHeadingElement>;
  /** Show All Content / Show Less Content: whether all is shown, or null when not offered. */
  showAll: boolean | null;
  onToggleShowAll: () => void;
  content: ReactNode;
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
}

export function TimedLayout({
  run,
  controller,
  countdownHidden,
  controlsTiming,
  timerActions,
  headingRef,
  showAll,
  onToggleShowAll,
  content,
  drawerOpen,
  onDrawerOpenChange,
}: TimedLayoutProps) {
  const narrow = useMediaQuery(NARROW_LAYOUT);
  const panel = (
    <TimerPanel
      run={run}
      controller={controller}
      countdownHidden={countdownHidden}
      controlsTiming={controlsTiming}
      {...timerActions}
    />
  );
  return (
    <div className="station-layout">
      <section className="station-main" aria-labelledby="station-phase-title">
        {narrow ? (
          <div className="station-timer-bar">
            <CompactTimer run={run} controller={controller} countdownHidden={countdownHidden} />
            <Button
              type="primary"
              icon={<FieldTimeOutlined aria-hidden />}
              onClick={() => onDrawerOpenChange(true)}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
            >
              {messages.timersShow}
            </Button>
          </div>
        ) : null}
        <div className="station-main__head">
          <h2
            id="station-phase-title"
            ref={headingRef}
            tabIndex={-1}
            className="station-step-title"
          >
            {phaseAnnouncement(run.phase, isPaused(run))}
          </h2>
          {showAll === null ? null : (
            <Button onClick={onToggleShowAll}>
              {showAll ? messages.stationShowLess : messages.stationShowAll}
            </Button>
          )}
        </div>
        {content}
      </section>
      {narrow ? (
        <Drawer
          title={messages.timersTitle}
          placement="right"
          open={drawerOpen}
          onClose={() => onDrawerOpenChange(false)}
          size={DRAWER_WIDTH}
          rootClassName="timer-drawer"
        >
          {panel}
        </Drawer>
      ) : (
        <aside className="station-side" aria-labelledby="station-timers-title">
          <h2 id="station-timers-title" className="station-side__title">
            {messages.timersTitle}
          </h2>
          {panel}
        </aside>
      )}
    </div>
  );
}

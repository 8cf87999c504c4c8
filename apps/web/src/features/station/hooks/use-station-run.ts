// The solo run in React: the run controller (utils/run-controller.ts) on the browser's clock,
// ticked every 250 ms and whenever the tab becomes visible again (a hidden tab's timers are
// throttled; the countdown is recomputed from the phase's end, so it is right the moment the tab
// is back). Each phase that ends gives one event to `onPhaseEnded`, for its bell.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  createRun,
  type PhaseEnded,
  type StationCommand,
  type StationRun,
} from '@osce/shared/stations/phase-machine';
import type { StationTiming } from '@osce/shared/stations/timing';
import {
  createRunController,
  type DispatchResult,
  type RunController,
} from '../utils/run-controller';

const TICK_MS = 250;

export interface StationRunHandle {
  run: StationRun;
  controller: RunController;
  /** Applies a command; says which phase it acted on. */
  dispatch: (command: StationCommand) => DispatchResult;
}

export function useStationRun(
  /** A new run's timing, or a run to carry on (kept across a reload). */
  initial: StationTiming | StationRun,
  onPhaseEnded: (events: PhaseEnded[]) => void,
): StationRunHandle {
  const [controller] = useState(() =>
    createRunController('phase' in initial ? initial : createRun(initial), () => Date.now()),
  );
  const run = useSyncExternalStore(controller.subscribe, controller.getRun, controller.getRun);
  // The latest callback, for the interval and the commands, without restarting the interval.
  const onEnded = useRef(onPhaseEnded);
  useLayoutEffect(() => {
    onEnded.current = onPhaseEnded;
  });

  useControllerTicks(controller, onEnded);

  const dispatch = useCallback(
    (command: StationCommand) => {
      const result = controller.dispatch(command);
      if (result.events.length > 0) onEnded.current(result.events);
      return result;
    },
    [controller],
  );

  return { run, controller, dispatch };
}

/** The time of the run's last tick: only the components that show a countdown read it. */
export function useRunNow(controller: RunController): number {
  return useSyncExternalStore(controller.subscribe, controller.getNow, controller.getNow);
}

/**
 * Ticks a run controller every 250 ms and when the tab is visible again; each phase that ended
 * goes to `onEnded.current` (a ref, so the interval never restarts for a new callback).
 */
export function useControllerTicks(
  controller: RunController,
  onEnded: { current: (events: PhaseEnded[]) => void },
): void {
  useEffect(() => {
    const tick = () => {
      const events = controller.tick();
      if (events.length > 0) onEnded.current(events);
    };
    const timer = window.setInterval(tick, TICK_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [controller, onEnded]);
}

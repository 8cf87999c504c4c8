// @vitest-environment happy-dom
// The four timer rows as the member reads them: every timed phase at its full time, the current
// one counting down and marked, 'paused' while paused, hidden or ∞ when the settings say so.
import { act, cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { createRun } from '@osce/shared/stations/phase-machine';
import { countdownText } from '@osce/shared/stations/timing';
import '../../../test/dom';
import { createRunController } from '../utils/run-controller';
import { TIMED_PHASE_LABELS } from '../utils/phase-labels';
import { TimerRows } from './timer-rows';

const MINUTE = 60_000;

function setUp(disabled = false) {
  let clock = 1_000_000;
  const controller = createRunController(
    createRun({ reading: 2, station: 6, question: 2, feedback: 2, disabled }),
    () => clock,
  );
  const advance = (ms: number) =>
    act(() => {
      clock += ms;
      controller.tick();
    });
  return { controller, advance };
}

function rows() {
  return screen.getAllByRole('listitem').map((row) => ({
    text: row.textContent,
    current: row.getAttribute('aria-current') === 'step',
  }));
}

function renderRows(controller: ReturnType<typeof setUp>['controller'], hidden = false) {
  const view = () => (
    <TimerRows run={controller.getRun()} controller={controller} countdownHidden={hidden} />
  );
  const result = render(view());
  return { rerender: () => result.rerender(view()) };
}

describe('TimerRows', () => {
  it('counts down the current phase and marks it; the later phases wait at their full time', () => {
    const { controller, advance } = setUp();
    act(() => void controller.dispatch({ type: 'start' }));
    const { rerender } = renderRows(controller);

    advance(30_000);
    rerender();

    expect(rows()).toEqual([
      { text: TIMED_PHASE_LABELS.reading + countdownText(90_000), current: true },
      { text: TIMED_PHASE_LABELS.station + countdownText(6 * MINUTE), current: false },
      { text: TIMED_PHASE_LABELS.question + countdownText(2 * MINUTE), current: false },
      { text: TIMED_PHASE_LABELS.feedback + countdownText(2 * MINUTE), current: false },
    ]);
  });

  it('shows a spent phase at zero once its time is up, and the next one running', () => {
    const { controller, advance } = setUp();
    act(() => void controller.dispatch({ type: 'start' }));
    const { rerender } = renderRows(controller);

    advance(2 * MINUTE + 10_000);
    rerender();

    const [reading, station] = rows();
    expect(reading).toEqual({
      text: TIMED_PHASE_LABELS.reading + countdownText(0),
      current: false,
    });
    expect(station).toEqual({
      text: TIMED_PHASE_LABELS.station + countdownText(6 * MINUTE - 10_000),
      current: true,
    });
  });

  it("says 'paused' on the current row and stops its clock while paused", () => {
    const { controller, advance } = setUp();
    act(() => void controller.dispatch({ type: 'start' }));
    act(() => void controller.dispatch({ type: 'pause' }));
    const { rerender } = renderRows(controller);

    advance(45_000);
    rerender();

    expect(screen.getByText(messages.timersPaused)).toBeTruthy();
    expect(rows()[0]?.text).toContain(countdownText(2 * MINUTE));
  });

  it('hides the countdown when the member chose to, and shows ∞ with timing off', () => {
    const hidden = setUp();
    act(() => void hidden.controller.dispatch({ type: 'start' }));
    renderRows(hidden.controller, true);
    expect(screen.getAllByText(messages.timersHidden)).toHaveLength(4);
    cleanup();

    const untimed = setUp(true);
    act(() => void untimed.controller.dispatch({ type: 'start' }));
    render(
      <TimerRows
        run={untimed.controller.getRun()}
        controller={untimed.controller}
        countdownHidden={false}
      />,
    );
    expect(screen.getAllByText(countdownText(null))).toHaveLength(4);
  });
});

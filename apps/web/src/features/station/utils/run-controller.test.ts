import { describe, expect, it } from 'vitest';
import { createRun, remainingMs, timerRowsMs } from '@osce/shared/stations/phase-machine';
import { countdownText } from '@osce/shared/stations/timing';
import { createRunController } from './run-controller';

const MINUTE = 60_000;

/** A clock the test moves by hand. */
function fakeClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function startedRun(
  timing = { reading: 1, station: 2, question: 1, feedback: 1, disabled: false },
) {
  const clock = fakeClock();
  const controller = createRunController(createRun(timing), clock.now);
  controller.dispatch({ type: 'start' });
  return { clock, controller };
}

const shown = (controller: ReturnType<typeof startedRun>['controller']) =>
  countdownText(remainingMs(controller.getRun(), controller.getNow()));

describe('the station run controller', () => {
  it('counts down from the phase end, whatever the tick rate, and ends the phase on time', () => {
    const { clock, controller } = startedRun();
    expect(controller.getRun().phase).toBe('reading');
    expect(shown(controller)).toBe('1:00');

    clock.advance(250);
    expect(controller.tick()).toEqual([]);
    expect(shown(controller)).toBe('1:00');
    clock.advance(750);
    controller.tick();
    expect(shown(controller)).toBe('0:59');

    // A throttled tab ticks once in 40 seconds: the display is still right.
    clock.advance(40_000);
    controller.tick();
    expect(shown(controller)).toBe('0:19');

    clock.advance(19_000);
    const events = controller.tick();
    expect(events).toEqual([{ phase: 'reading', next: 'station', at: 1_000_000 + MINUTE }]);
    expect(controller.getRun().phase).toBe('station');
    expect(shown(controller)).toBe('2:00');
  });

  it('gives one event per phase passed while the laptop slept, in order', () => {
    const { clock, controller } = startedRun();
    clock.advance(4 * MINUTE + 5_000);
    const events = controller.tick();
    expect(events.map((e) => `${e.phase}>${e.next}`)).toEqual([
      'reading>station',
      'station>question',
      'question>feedback',
    ]);
    expect(controller.getRun().phase).toBe('feedback');
    expect(shown(controller)).toBe('0:55');
  });

  it('freezes the countdown while paused and resumes from the same time', () => {
    const { clock, controller } = startedRun();
    clock.advance(12_400);
    controller.dispatch({ type: 'pause' });
    const frozen = shown(controller);
    expect(frozen).toBe('0:48');
    for (let i = 0; i < 20; i++) {
      clock.advance(250);
      expect(controller.tick()).toEqual([]);
      expect(shown(controller)).toBe(frozen);
    }
    clock.advance(3 * MINUTE);
    controller.tick();
    expect(shown(controller)).toBe(frozen);
    expect(controller.getRun().phase).toBe('reading');

    controller.dispatch({ type: 'resume' });
    expect(shown(controller)).toBe(frozen);
    clock.advance(1_000);
    controller.tick();
    expect(shown(controller)).toBe('0:47');
  });

  it('rings the bells of phases that ran out before a command, then applies it', () => {
    const { clock, controller } = startedRun();
    clock.advance(MINUTE + 500);
    const { events, from } = controller.dispatch({ type: 'skip' });
    // Reading had ended on its own; Next Step then ends Station Time.
    expect(events.map((e) => e.phase)).toEqual(['reading']);
    expect(from).toBe('station');
    expect(controller.getRun().phase).toBe('question');
  });

  it('keeps the same run object while only time passes, and tells subscribers of every tick', () => {
    const { clock, controller } = startedRun();
    let calls = 0;
    const unsubscribe = controller.subscribe(() => calls++);
    const before = controller.getRun();
    clock.advance(1_000);
    controller.tick();
    expect(controller.getRun()).toBe(before);
    expect(calls).toBe(1);
    unsubscribe();
    controller.tick();
    expect(calls).toBe(1);
  });

  it('shows every row as ∞ and never ends a phase by itself when timing is disabled', () => {
    const { clock, controller } = startedRun({
      reading: 0,
      station: 0,
      question: 0,
      feedback: 0,
      disabled: true,
    });
    clock.advance(60 * MINUTE);
    expect(controller.tick()).toEqual([]);
    expect(controller.getRun().phase).toBe('reading');
    const rows = Object.values(timerRowsMs(controller.getRun(), controller.getNow()));
    expect(rows.map(countdownText)).toEqual(['∞', '∞', '∞', '∞']);
    controller.dispatch({ type: 'skip' });
    expect(controller.getRun().phase).toBe('station');
  });

  it('passes phases set to 0 one second each', () => {
    const { clock, controller } = startedRun({
      reading: 0,
      station: 0,
      question: 0,
      feedback: 0,
      disabled: false,
    });
    expect(shown(controller)).toBe('0:01');
    clock.advance(999);
    expect(controller.tick()).toEqual([]);
    clock.advance(1);
    expect(controller.tick().map((e) => e.next)).toEqual(['station']);
    clock.advance(3_000);
    expect(controller.tick().map((e) => e.next)).toEqual(['question', 'feedback', 'complete_1']);
  });
});

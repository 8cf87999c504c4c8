import { describe, expect, it } from 'vitest';
import { applyCommand, createRun, remainingMs } from '@osce/shared/stations/phase-machine';
import { DEFAULT_TIMING } from '@osce/shared/stations/timing';
import { createRunController } from './run-controller';
import {
  answersFromMarking,
  groupViewPhase,
  markingFromAnswers,
  shownGroupRun,
} from './group-view';

const view = { markPending: false, summarySeen: false };

describe('groupViewPhase', () => {
  it('shows the timed phases and the first completion step as they are, to everyone', () => {
    for (const role of ['candidate-2', 'examiner', 'patient', 'observer'] as const) {
      expect(groupViewPhase('station', { ...view, role })).toBe('station');
      expect(groupViewPhase('complete_1', { ...view, role })).toBe('complete_1');
    }
  });

  it('gives the candidate their score summary before the final screen', () => {
    expect(groupViewPhase('complete_3', { ...view, role: 'candidate-2' })).toBe('complete_2');
    expect(
      groupViewPhase('complete_3', { role: 'candidate-2', markPending: false, summarySeen: true }),
    ).toBe('complete_3');
  });

  it('asks the examiner for the status while a mark is to be recorded, then moves on', () => {
    expect(
      groupViewPhase('complete_3', { role: 'examiner', markPending: true, summarySeen: false }),
    ).toBe('complete_2');
    expect(groupViewPhase('complete_3', { ...view, role: 'examiner' })).toBe('complete_3');
    expect(groupViewPhase('complete_3', { ...view, role: 'patient' })).toBe('complete_3');
    expect(groupViewPhase('complete_3', { ...view, role: 'observer' })).toBe('complete_3');
  });
});

describe('the marking between examiner and group', () => {
  it('round-trips ticks and the global score', () => {
    const answers = answersFromMarking({
      ticked: ['4_0', '4_1'],
      globalScore: 3,
      examinerNotes: '',
    });
    expect([...answers.ticked]).toEqual(['4_0', '4_1']);
    expect(answers.globalScore).toBe('3');
    expect(markingFromAnswers(answers)).toEqual({ ticked: ['4_0', '4_1'], global_score: 3 });
  });

  it('sends no global score while the field is empty or wrong', () => {
    for (const typed of ['', '7', '2.5', 'two']) {
      expect(
        markingFromAnswers({ ticked: new Set(), globalScore: typed, cumulativeTotal: '' })
          .global_score,
      ).toBeNull();
    }
  });
});

describe('shownGroupRun: the clock while the connection to the group is down', () => {
  const T0 = 1_700_000_000_000;
  const running = applyCommand(
    createRun({ ...DEFAULT_TIMING, disabled: false }),
    { type: 'start' },
    T0,
  );

  it('counts down with the server while connected', () => {
    expect(shownGroupRun(running, true, T0 + 10_000)).toBe(running);
  });

  it('stops where it was while cut off, however long the group stays paused', () => {
    let now = T0 + 10_000;
    const controller = createRunController(running, () => now);
    controller.replace(shownGroupRun(running, false, now));
    const left = remainingMs(controller.getRun(), now);
    expect(left).toBe(2 * 60_000 - 10_000);
    // The examiner paused at once; this screen never heard of it. Half a minute later it still
    // shows the same time instead of running ahead of the group.
    now += 30_000;
    controller.tick();
    expect(remainingMs(controller.getRun(), now)).toBe(left);
    expect(controller.getRun().phase).toBe('reading');
  });
});

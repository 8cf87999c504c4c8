import { describe, expect, it } from 'vitest';
import { answersFromMarking, groupViewPhase, markingFromAnswers } from './group-view';

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

import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { DEFAULT_TIMING, PREVIEW_TIMING } from '@osce/shared/stations/timing';
import { memberTiming, previewTiming } from './initial-timing';
import { bellToastFor, minutesText, phaseAnnouncement } from './phase-labels';

describe('phase words', () => {
  it('gives the spec’s toast for the phase that starts, and none at the end', () => {
    expect(bellToastFor('station')).toBe('Station Time!');
    expect(bellToastFor('question')).toBe('Question Time!');
    expect(bellToastFor('feedback')).toBe('Feedback Time!');
    expect(bellToastFor('complete_1')).toBeNull();
    expect(bellToastFor('reading')).toBeNull();
  });

  it('announces the phase, and says when it is paused', () => {
    expect(phaseAnnouncement('question', false)).toBe(messages.phaseQuestion);
    expect(phaseAnnouncement('question', true)).toBe('Question Time, paused');
  });

  it('writes minutes in the singular for one', () => {
    expect(minutesText('1')).toBe('1 minute');
    expect(minutesText('0.5')).toBe('0.5 minutes');
    expect(minutesText('8')).toBe('8 minutes');
  });
});

describe('the timing a run starts with', () => {
  it('takes the member’s preferred minutes, each checked against its options', () => {
    expect(memberTiming({ reading: 1, station: 10, question: 0, feedback: 5 })).toEqual({
      reading: 1,
      station: 10,
      question: 0,
      feedback: 5,
      disabled: false,
    });
    expect(memberTiming({ reading: 7, station: 1, question: 2, feedback: 2 })).toEqual({
      ...DEFAULT_TIMING,
      disabled: false,
    });
    expect(memberTiming(undefined)).toEqual({ ...DEFAULT_TIMING, disabled: false });
  });

  it('gives the preview its fixed minutes', () => {
    expect(previewTiming()).toEqual({ ...PREVIEW_TIMING, disabled: false });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCommand, createRun, remainingMs } from '@osce/shared/stations/phase-machine';
import { DEFAULT_TIMING } from '@osce/shared/stations/timing';
import { fakeStorage } from '../../../test/fake-storage';
import { NO_MARKING_ANSWERS } from './marking-summary';
import { forgetRun, readSavedRun, saveRun } from './run-storage';

let storage: Storage;
beforeEach(() => {
  storage = fakeStorage();
  vi.stubGlobal('sessionStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

const started = (now: number) =>
  applyCommand(createRun({ ...DEFAULT_TIMING, disabled: false }), { type: 'start' }, now);

describe('the run kept across a reload', () => {
  it('comes back in the same phase, with the same end time and the ticked boxes', () => {
    const run = started(1_000);
    saveRun(7, 'candidate-1', run, {
      ticked: new Set(['3_0', '4_1']),
      globalScore: '3',
      cumulativeTotal: '',
    });
    const saved = readSavedRun(7, 'candidate-1')!;
    expect(saved.run).toEqual(run);
    expect(saved.run.phase).toBe('reading');
    // Ten seconds later the countdown shows ten seconds less: the time away is behind it.
    expect(remainingMs(saved.run, 11_000)).toBe(remainingMs(run, 1_000)! - 10_000);
    expect([...saved.answers.ticked]).toEqual(['3_0', '4_1']);
    expect(saved.answers.globalScore).toBe('3');
    expect(readSavedRun(8, 'candidate-1')).toBeNull();
  });

  it('is not carried into another role, nor kept at the setup step', () => {
    saveRun(7, 'candidate-1', started(0), NO_MARKING_ANSWERS);
    expect(readSavedRun(7, 'examiner')).toBeNull();
    saveRun(7, 'candidate-1', createRun(), NO_MARKING_ANSWERS);
    expect(readSavedRun(7, 'candidate-1')).toBeNull();
  });

  it('starts afresh from anything unreadable, and is gone once forgotten', () => {
    storage.setItem('station-run:7', '{not json');
    expect(readSavedRun(7, 'candidate-1')).toBeNull();
    storage.setItem(
      'station-run:7',
      JSON.stringify({ role: 'candidate-1', run: { phase: 'nowhere' } }),
    );
    expect(readSavedRun(7, 'candidate-1')).toBeNull();
    saveRun(7, 'candidate-1', started(0), NO_MARKING_ANSWERS);
    forgetRun(7);
    expect(readSavedRun(7, 'candidate-1')).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('works without storage', () => {
    vi.stubGlobal('sessionStorage', undefined);
    saveRun(7, 'candidate-1', started(0), NO_MARKING_ANSWERS);
    expect(readSavedRun(7, 'candidate-1')).toBeNull();
  });
});

// What the screen asks of the shared rules for a version 2 station: the diagnosis shown to whom and
// when (never for a version 1 station, whose diagnosis is its name).
import { describe, expect, it } from 'vitest';
import { shownDiagnosis } from './version-2';

const V2 = { format: 2, diagnosis: 'Inferior STEMI' };
const V1 = { format: 1, diagnosis: 'Chest pain history (ACS)' };

describe('the diagnosis shown', () => {
  it('to the examiner, patient and observer from the start', () => {
    for (const role of ['examiner', 'patient', 'observer'] as const) {
      expect(shownDiagnosis(V2, role, 'setup', false)).toBe('Inferior STEMI');
    }
  });

  it('to a candidate only after the station, or with Show All Content', () => {
    expect(shownDiagnosis(V2, 'candidate-1', 'station', false)).toBeNull();
    expect(shownDiagnosis(V2, 'candidate-2', 'question', false)).toBeNull();
    expect(shownDiagnosis(V2, 'candidate-1', 'reading', true)).toBe('Inferior STEMI');
    expect(shownDiagnosis(V2, 'candidate-2', 'feedback', false)).toBe('Inferior STEMI');
    expect(shownDiagnosis(V2, 'candidate-1', 'complete_2', false)).toBe('Inferior STEMI');
  });

  it('never for a version 1 station', () => {
    expect(shownDiagnosis(V1, 'examiner', 'reading', false)).toBeNull();
    expect(shownDiagnosis(V1, 'candidate-1', 'feedback', false)).toBeNull();
  });
});

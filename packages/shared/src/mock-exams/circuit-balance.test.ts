import { describe, expect, it } from 'vitest';
import {
  balanceCircuit,
  balanceFailureText,
  type BalanceCandidate,
  type BalanceResult,
} from './circuit-balance.ts';

const NOW = 1_700_000_000_000;
const DAY = 86_400_000;
const TYPES = ['History Taking', 'Examination', 'Communication', 'Procedures and Skills'];
const SPECIALTIES = ['Cardiology', 'Respiratory Medicine', 'Paediatrics', 'Psychiatry', 'Surgery'];
const SYSTEMS = ['Cardiovascular', 'Respiratory', 'Gastrointestinal', 'Neurological'];

/** A library of `n` stations with types, specialties and systems in turn; none attempted. */
function library(n: number, overrides: (i: number) => Partial<BalanceCandidate> = () => ({})) {
  return Array.from({ length: n }, (_, i): BalanceCandidate => ({
    id: i + 1,
    types: [TYPES[i % TYPES.length] as string],
    specialties: [SPECIALTIES[i % SPECIALTIES.length] as string],
    systems: [SYSTEMS[i % SYSTEMS.length] as string],
    lastAttemptedAt: null,
    ...overrides(i),
  }));
}

function chosen(result: BalanceResult): number[] {
  if (!result.ok) throw new Error(balanceFailureText(result.failure));
  return result.stationIds;
}

describe('choosing a balanced circuit', () => {
  it('meets the issue’s example: 16, none in the last 30 days, 3+ examinations, 2+ communication', () => {
    // 60 stations; every third one attempted 10 days ago, so 40 are left to choose from.
    const stations = library(60, (i) => ({ lastAttemptedAt: i % 3 === 1 ? NOW - 10 * DAY : null }));
    const request = {
      count: 16,
      excludeAttemptedWithinDays: 30,
      minPerType: { Examination: 3, Communication: 2 },
      seed: 7,
    };
    const ids = chosen(balanceCircuit(stations, request, NOW));
    expect(ids).toHaveLength(16);
    expect(new Set(ids).size).toBe(16);
    const picked = ids.map((id) => stations[id - 1] as BalanceCandidate);
    expect(picked.every((s) => s.lastAttemptedAt === null)).toBe(true);
    expect(picked.filter((s) => s.types.includes('Examination')).length).toBeGreaterThanOrEqual(3);
    expect(picked.filter((s) => s.types.includes('Communication')).length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('keeps a station attempted just over the days ago, and leaves out one just inside them', () => {
    const stations = library(2, (i) => ({ lastAttemptedAt: NOW - 30 * DAY + (i ? 1 : -1) }));
    const ids = chosen(
      balanceCircuit(stations, { count: 1, excludeAttemptedWithinDays: 30, seed: 1 }, NOW),
    );
    expect(ids).toEqual([1]);
  });

  it('spreads specialties, systems and types as evenly as the library allows', () => {
    // 40 stations, 8 per specialty: 10 chosen give each of the 5 specialties exactly 2.
    const stations = library(40);
    for (let seed = 1; seed <= 20; seed++) {
      const picked = chosen(balanceCircuit(stations, { count: 10, seed }, NOW)).map(
        (id) => stations[id - 1] as BalanceCandidate,
      );
      for (const specialty of SPECIALTIES) {
        expect(picked.filter((s) => s.specialties.includes(specialty))).toHaveLength(2);
      }
      for (const type of TYPES) {
        expect(picked.filter((s) => s.types.includes(type)).length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('is the same for the same seed, and another seed draws another circuit', () => {
    const stations = library(50);
    const first = chosen(balanceCircuit(stations, { count: 12, seed: 42 }, NOW));
    expect(chosen(balanceCircuit(stations, { count: 12, seed: 42 }, NOW))).toEqual(first);
    expect(chosen(balanceCircuit(stations, { count: 12, seed: 43 }, NOW))).not.toEqual(first);
  });

  it('meets a minimum even against the spread: three examinations of the same specialty', () => {
    const stations = library(30, (i) =>
      i < 3
        ? { types: ['Examination'], specialties: ['Cardiology'], systems: ['Cardiovascular'] }
        : { types: ['History Taking'] },
    );
    for (let seed = 1; seed <= 10; seed++) {
      const request = { count: 4, minPerType: { Examination: 3 }, seed };
      expect(chosen(balanceCircuit(stations, request, NOW)).filter((id) => id <= 3)).toHaveLength(
        3,
      );
    }
  });

  it('counts a station of two types for both minimums', () => {
    const stations = library(10, (i) => ({
      types: i === 0 ? ['Examination', 'Communication'] : ['History Taking'],
    }));
    const request = { count: 3, minPerType: { Examination: 1, Communication: 1 }, seed: 3 };
    expect(chosen(balanceCircuit(stations, request, NOW))).toContain(1);
  });

  it('always meets every minimum when the checks pass, over many seeds and requests', () => {
    const stations = library(24, (i) => ({
      types: i % 5 === 0 ? ['Examination', 'Communication'] : [TYPES[i % 4] as string],
      lastAttemptedAt: i % 3 === 0 ? NOW - 5 * DAY : null,
    }));
    for (let seed = 0; seed < 50; seed++) {
      const minPerType = { Examination: seed % 4, Communication: seed % 3, 'History Taking': 1 };
      const request = { count: 8 + (seed % 8), excludeAttemptedWithinDays: 7, minPerType, seed };
      const picked = chosen(balanceCircuit(stations, request, NOW)).map(
        (id) => stations[id - 1] as BalanceCandidate,
      );
      expect(picked).toHaveLength(request.count);
      expect(picked.every((s) => s.lastAttemptedAt === null)).toBe(true);
      for (const [type, min] of Object.entries(minPerType)) {
        expect(picked.filter((s) => s.types.includes(type)).length).toBeGreaterThanOrEqual(min);
      }
    }
  });
});

describe('a circuit the library cannot fill', () => {
  it('says how many match when too few are left after the recent ones', () => {
    const stations = library(20, (i) => ({ lastAttemptedAt: i < 11 ? NOW - DAY : null }));
    const result = balanceCircuit(
      stations,
      { count: 16, excludeAttemptedWithinDays: 30, seed: 1 },
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'too_few', matching: 9, wanted: 16, days: 30 },
    });
    if (!result.ok) {
      expect(balanceFailureText(result.failure)).toBe(
        'Only 9 stations match, and this circuit needs 16: the others were attempted in the last 30 days.',
      );
    }
  });

  it('says so plainly when the library itself is too small', () => {
    const result = balanceCircuit(library(9), { count: 16, seed: 1 }, NOW);
    expect(!result.ok && balanceFailureText(result.failure)).toBe(
      'Only 9 stations match, and this circuit needs 16.',
    );
  });

  it('names a type with too few stations', () => {
    // library(20): types in turn, so 5 Examination stations.
    const result = balanceCircuit(
      library(20),
      { count: 10, minPerType: { Examination: 6 }, seed: 1 },
      NOW,
    );
    expect(!result.ok && balanceFailureText(result.failure)).toBe(
      'Only 5 Examination stations match, and this circuit asks for at least 6.',
    );
  });

  it('refuses minimums that add up to more than the circuit', () => {
    const request = { count: 4, minPerType: { Examination: 3, Communication: 2 }, seed: 1 };
    const result = balanceCircuit(library(40), request, NOW);
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'minimums_exceed', total: 5, wanted: 4 },
    });
    expect(!result.ok && balanceFailureText(result.failure)).toBe(
      'The minimums by type add up to 5 stations, more than the 4 in this circuit.',
    );
  });
});

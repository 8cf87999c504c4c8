import { describe, expect, it } from 'vitest';
import { makeStation, withDifficulty } from '../testing/station-factory';
import { isSortKey, sortStations } from './station-sort';

const stations = [
  withDifficulty(makeStation({ number: 10, name: 'Chest pain' }), 'Advanced'),
  withDifficulty(makeStation({ number: 2, name: 'abdominal pain' }), 'Easy'),
  withDifficulty(makeStation({ number: 33, name: 'Station 10' }), 'Intermediate'),
  withDifficulty(makeStation({ number: 4, name: 'Station 9' }), 'Easy'),
  withDifficulty(makeStation({ number: 5, name: 'chest pain' }), 'Advanced'),
];
const numbers = (list: { number: number }[]) => list.map((s) => s.number);

describe('sortStations', () => {
  it('sorts by number', () => {
    expect(numbers(sortStations(stations, 'number'))).toEqual([2, 4, 5, 10, 33]);
  });

  it('sorts by name ignoring case, numbers in names by value, equal names by number', () => {
    expect(numbers(sortStations(stations, 'name'))).toEqual([2, 5, 10, 4, 33]);
  });

  it('sorts by difficulty from Easy to Advanced, equal ones by number', () => {
    expect(numbers(sortStations(stations, 'difficulty'))).toEqual([2, 4, 33, 5, 10]);
  });

  it('puts a station without a difficulty after the Advanced ones', () => {
    const none = makeStation({ number: 1 });
    none.stationTaxons = { ...none.stationTaxons, difficulties: [] };
    expect(numbers(sortStations([none, ...stations], 'difficulty')).at(-1)).toBe(1);
  });

  it('turns the very same order around when reversed', () => {
    for (const key of ['number', 'name', 'difficulty'] as const) {
      expect(numbers(sortStations(stations, key, true))).toEqual(
        numbers(sortStations(stations, key)).reverse(),
      );
    }
  });

  it('leaves the list it was given as it was', () => {
    const before = numbers(stations);
    sortStations(stations, 'name', true);
    expect(numbers(stations)).toEqual(before);
  });
});

describe('isSortKey', () => {
  it('knows the three orders and nothing else', () => {
    expect(['number', 'name', 'difficulty'].every(isSortKey)).toBe(true);
    expect(isSortKey('status')).toBe(false);
    expect(isSortKey(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { StatsStation } from '@osce/shared/schemas/stats';
import { clampPage, pageCount, pageOf, searchStatsStations } from './stats-list';

function station(number: number, name: string): StatsStation {
  return {
    id: number * 10,
    number,
    name,
    mark: 50,
    average: 50,
    attempts: 1,
    latest_completion: '2026-11-01T09:00:00.000Z',
  };
}

const stations = [
  station(12, 'Chest Pain History'),
  station(1, 'Abdominal Examination'),
  station(10, 'Breaking Bad News'),
  station(101, 'Paediatric Chest Examination'),
];

describe('searching the stats lists', () => {
  it('keeps every station, in the server’s order, for an empty or blank search', () => {
    expect(searchStatsStations(stations, '').map((s) => s.number)).toEqual([12, 1, 10, 101]);
    expect(searchStatsStations(stations, '   ').map((s) => s.number)).toEqual([12, 1, 10, 101]);
  });

  it('finds a name by any part of it, whatever the case', () => {
    expect(searchStatsStations(stations, 'CHEST').map((s) => s.number)).toEqual([12, 101]);
    expect(searchStatsStations(stations, ' bad news ').map((s) => s.number)).toEqual([10]);
  });

  it('finds a number whole, not the numbers that start with it', () => {
    expect(searchStatsStations(stations, '1').map((s) => s.number)).toEqual([1]);
    expect(searchStatsStations(stations, '10').map((s) => s.number)).toEqual([10]);
  });

  it('finds nothing for a term in no name and no number', () => {
    expect(searchStatsStations(stations, 'cardiology')).toEqual([]);
  });
});

describe('paging the stats lists', () => {
  const many = Array.from({ length: 23 }, (_, i) => i + 1);

  it('has pages of ten, and one empty page for no stations', () => {
    expect(pageCount(23)).toBe(3);
    expect(pageCount(20)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(many, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageOf(many, 3)).toEqual([21, 22, 23]);
    expect(pageOf([], 1)).toEqual([]);
  });

  it('keeps the page within the pages there are, as a reset shortens the list', () => {
    expect(clampPage(3, 20)).toBe(2);
    expect(pageOf(many.slice(0, 20), 3)).toEqual(many.slice(10, 20));
    expect(clampPage(0, 23)).toBe(1);
    expect(clampPage(Number.NaN, 23)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { STATION_PAGE_SIZE } from '@osce/shared/stations/station-constants';
import { clampPage, pageCount, pageOf } from './station-page';

const items = Array.from({ length: 23 }, (_, i) => i + 1);

describe('paging the study list', () => {
  it('shows ten stations a page', () => {
    expect(STATION_PAGE_SIZE).toBe(10);
    expect(pageOf(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageOf(items, 2)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageOf(items, 3)).toEqual([21, 22, 23]);
  });

  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(23)).toBe(3);
    expect(pageCount(20)).toBe(2);
    expect(pageCount(0)).toBe(1);
  });

  it('keeps the page within the pages there are', () => {
    expect(clampPage(9, 23)).toBe(3);
    expect(clampPage(0, 23)).toBe(1);
    expect(clampPage(-2, 23)).toBe(1);
    expect(clampPage(2.7, 23)).toBe(2);
    expect(clampPage(Number.NaN, 23)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
    expect(pageOf(items, 99)).toEqual([21, 22, 23]);
    expect(pageOf([], 1)).toEqual([]);
  });
});

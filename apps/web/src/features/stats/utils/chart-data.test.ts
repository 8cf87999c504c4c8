import { describe, expect, it } from 'vitest';
import {
  AXIS_HEIGHT,
  BAR_ROW_HEIGHT,
  chartBars,
  chartHeight,
  labelColumnWidth,
} from './chart-data';

describe('the strengths charts’ bars', () => {
  it('puts the highest average first, ties by label, with each bar’s mark band', () => {
    const bars = chartBars([
      { label: 'Cardiology', average: 49.9 },
      { label: 'Respiratory', average: 70 },
      { label: 'Neurology', average: 69.5 },
      { label: 'Endocrinology', average: 70 },
    ]);
    expect(bars).toEqual([
      { label: 'Endocrinology', average: 70, band: 'high' },
      { label: 'Respiratory', average: 70, band: 'high' },
      { label: 'Neurology', average: 69.5, band: 'medium' },
      { label: 'Cardiology', average: 49.9, band: 'low' },
    ]);
  });

  it('keeps a bar within the 0 to 100 axis', () => {
    expect(chartBars([{ label: 'A', average: 104 }])[0]).toMatchObject({ average: 100 });
    expect(chartBars([{ label: 'B', average: -3 }])[0]).toMatchObject({ average: 0, band: 'low' });
  });

  it('keeps the order sent for the Domains chart', () => {
    const bars = chartBars(
      [
        { label: 'Data gathering', average: 40 },
        { label: 'Clinical management', average: 90 },
        { label: 'Interpersonal skills', average: 60 },
      ],
      { keepOrder: true },
    );
    expect(bars.map((bar) => [bar.label, bar.band])).toEqual([
      ['Data gathering', 'low'],
      ['Clinical management', 'high'],
      ['Interpersonal skills', 'medium'],
    ]);
  });

  it('gives no bars for an empty series', () => {
    expect(chartBars([])).toEqual([]);
  });
});

describe('the strengths charts’ size', () => {
  it('grows by one row for each bar', () => {
    expect(chartHeight(1)).toBe(AXIS_HEIGHT + BAR_ROW_HEIGHT);
    expect(chartHeight(12) - chartHeight(11)).toBe(BAR_ROW_HEIGHT);
  });

  it('keeps a readable label column on a phone and caps it on a wide screen', () => {
    // A 375 px phone leaves about 330 px for the chart.
    expect(labelColumnWidth(330)).toBe(132);
    expect(labelColumnWidth(200)).toBe(96);
    expect(labelColumnWidth(900)).toBe(220);
  });
});

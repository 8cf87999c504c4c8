// My Stats' words for its values: the periods, the chart series, the mark bands, and texts with a
// number or a name filled in.
import { messages } from '@osce/shared/messages';
import type { ChartSeries, StatsPeriod } from '@osce/shared/schemas/stats';
import type { MarkBand } from '@osce/shared/stations/scoring';

export const PERIOD_LABELS: Record<StatsPeriod, string> = {
  all: messages.statsPeriodAll,
  'last-month': messages.statsPeriodLastMonth,
  '3-months': messages.statsPeriod3Months,
  '6-months': messages.statsPeriod6Months,
};

export const SERIES_LABELS: Record<ChartSeries, string> = {
  specialties: messages.statsSpecialties,
  types: messages.statsTypes,
  systems: messages.statsSystems,
};

export const BAND_LABELS: Record<MarkBand, string> = {
  low: messages.markingBandLow,
  medium: messages.markingBandMedium,
  high: messages.markingBandHigh,
};

/** A message with its {placeholder}s filled: withValues(messages.statsHistoryFor, { number: 3 }). */
export function withValues(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/**
 * A mark out of 100 as My Stats shows it: always one decimal, so the figures of a list line up
 * (72.0 above 68.5) and an average reads as the average it is.
 */
export function formatStatsMark(mark: number): string {
  return mark.toFixed(1);
}

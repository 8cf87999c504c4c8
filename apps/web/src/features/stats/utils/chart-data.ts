// The Strengths and Areas for Improvement charts (docs/progress.md, 'Screens'): each series' bars,
// highest average first, coloured by mark band, and the chart's size for the number of bars and
// the width it has.
import { markBand, type MarkBand } from '@osce/shared/stations/scoring';

export interface ChartBar {
  label: string;
  /** Out of 100, kept within 0 to 100 so a bar never leaves the axis. */
  average: number;
  band: MarkBand;
}

/** Height of one bar's row: room for a label on two lines at 13 px. */
export const BAR_ROW_HEIGHT = 44;
/** The value axis under the bars, and a little air above the first one. */
export const AXIS_HEIGHT = 40;

/**
 * Bars highest average first, ties by label, so the strongest area leads and the weakest closes the
 * chart; the server sends them so, and this keeps the order whatever it sends. With `keepOrder`
 * (the Domains chart, docs/progress.md, 'Domains') the bars stay in the order sent: the domains'
 * own, the same in every period.
 */
export function chartBars(
  items: readonly { label: string; average: number }[],
  { keepOrder = false }: { keepOrder?: boolean } = {},
): ChartBar[] {
  const bars = items.map(({ label, average }) => {
    const clamped = Math.min(100, Math.max(0, average));
    return { label, average: clamped, band: markBand(clamped) };
  });
  return keepOrder
    ? bars
    : bars.sort((a, b) => b.average - a.average || a.label.localeCompare(b.label));
}

/** The chart grows with its bars, so every label keeps its two lines however many there are. */
export function chartHeight(bars: number): number {
  return AXIS_HEIGHT + Math.max(1, bars) * BAR_ROW_HEIGHT;
}

/**
 * The label column: about two fifths of a phone's chart (a 375 px screen keeps ~190 px for bars),
 * capped on a wide screen where the longest specialty fits on one line.
 */
export function labelColumnWidth(chartWidth: number): number {
  return Math.round(Math.min(220, Math.max(96, chartWidth * 0.4)));
}

// One Strengths and Areas for Improvement chart (docs/progress.md, 'Screens'): a series' averages as
// horizontal bars on a 0 to 100 axis, highest first, coloured by mark band, with the value at the
// end of each bar. The drawing is for the eye (aria-hidden); screen readers get the same figures
// as a table. An empty series says so in the spec's words. The Domains chart (docs/progress.md,
// 'Domains') keeps the domains' own order and says its own words.
import { useId } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Text,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
} from 'recharts';
import { messages } from '@osce/shared/messages';
import { useElementWidth } from '../hooks/use-element-width';
import { chartBars, chartHeight, labelColumnWidth } from '../utils/chart-data';
import { formatStatsMark, withValues } from '../utils/stats-labels';

interface StatsBarChartProps {
  /** Specialties, Types, Systems or Domains. */
  label: string;
  items: readonly { label: string; average: number }[];
  /** Keep the items' order (the domains'), rather than highest first. */
  keepOrder?: boolean;
  /** What an empty chart says, instead of the spec's words. */
  emptyText?: string;
  /** The text alternative's caption and value column, instead of the average mark's. */
  caption?: string;
  valueLabel?: string;
}

const TICKS = [0, 25, 50, 75, 100];
const FONT_SIZE = 13;
/** Room right of the longest bar for its value ("100.0" in bold, clear of the edge). */
const VALUE_ROOM = 52;
/** A 0 still draws a sliver, so its value shows beside it (a domain share of 0 is common). */
const MIN_BAR = 3;

export function StatsBarChart({
  label,
  items,
  keepOrder = false,
  emptyText,
  caption,
  valueLabel = messages.statsChartValue,
}: StatsBarChartProps) {
  const headingId = useId();
  const [plotRef, width] = useElementWidth<HTMLDivElement>();
  const bars = chartBars(items, { keepOrder });
  const height = chartHeight(bars.length);
  const labelWidth = labelColumnWidth(width);

  // A label wraps onto a second line before it is cut short with an ellipsis.
  const tick = ({ x, y, payload }: YAxisTickContentProps) => (
    <Text
      x={x}
      y={y}
      width={labelWidth - 8}
      maxLines={2}
      textAnchor="end"
      verticalAnchor="middle"
      lineHeight={16}
      fill="#33434f"
      style={{ fontSize: FONT_SIZE }}
    >
      {String(payload.value)}
    </Text>
  );

  return (
    <section className="stats-chart" aria-labelledby={headingId}>
      <h3 id={headingId} className="stats-chart__title">
        {label}
      </h3>
      {bars.length === 0 ? (
        <p className="stats-chart__empty">
          {emptyText ?? withValues(messages.statsNoChartData, { label })}
        </p>
      ) : (
        <>
          {/* The height is the data's: it grows with the number of bars. */}
          <div ref={plotRef} className="stats-chart__plot" style={{ height }} aria-hidden="true">
            {width > 0 ? (
              <BarChart
                layout="vertical"
                width={width}
                height={height}
                data={bars}
                margin={{ top: 4, right: VALUE_ROOM, bottom: 4, left: 0 }}
                accessibilityLayer={false}
              >
                <CartesianGrid horizontal={false} stroke="#e3e9ee" />
                <XAxis
                  type="number"
                  domain={[0, 100]}
                  ticks={TICKS}
                  tick={{ fontSize: FONT_SIZE, fill: '#33434f' }}
                  stroke="#8a979f"
                />
                <YAxis
                  type="category"
                  dataKey="label"
                  width={labelWidth}
                  interval={0}
                  tick={tick}
                  tickLine={false}
                  stroke="#8a979f"
                />
                <Bar
                  dataKey="average"
                  barSize={22}
                  radius={[0, 4, 4, 0]}
                  minPointSize={MIN_BAR}
                  isAnimationActive={false}
                >
                  {bars.map((bar) => (
                    <Cell key={bar.label} className={`stats-bar stats-bar--${bar.band}`} />
                  ))}
                  <LabelList
                    dataKey="average"
                    position="right"
                    formatter={(value) => formatStatsMark(Number(value))}
                    className="stats-bar__value"
                  />
                </Bar>
              </BarChart>
            ) : null}
          </div>
          {/* In a box of its own: a table is as wide as its content, whatever its width says. */}
          <div className="visually-hidden">
            <table>
              <caption>
                {caption ?? withValues(messages.statsChartTextAlternative, { label })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{label}</th>
                  <th scope="col">{valueLabel}</th>
                </tr>
              </thead>
              <tbody>
                {bars.map((bar) => (
                  <tr key={bar.label}>
                    <th scope="row">{bar.label}</th>
                    <td>{formatStatsMark(bar.average)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

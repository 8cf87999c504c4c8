// The Strengths and Areas for Improvement tab: a key to the bar colours (the mark bands, named so
// colour is never the only sign) and the four charts, Specialties, Types, Systems and Domains (each
// marking domain's average share of its boxes: docs/progress.md, 'Domains').
import { messages } from '@osce/shared/messages';
import { CHART_SERIES, type StatsAnswer } from '@osce/shared/schemas/stats';
import { SERIES_LABELS } from '../utils/stats-labels';
import { StatsBarChart } from './stats-bar-chart';

const LEGEND = [
  { band: 'high', text: messages.statsLegendHigh },
  { band: 'medium', text: messages.statsLegendMedium },
  { band: 'low', text: messages.statsLegendLow },
] as const;

export function StrengthsCharts({ chartData }: { chartData: StatsAnswer['chart_data'] }) {
  // No bars anywhere: nothing for a key to explain.
  const anyBars =
    CHART_SERIES.some((series) => chartData[series].length > 0) || chartData.domains.length > 0;
  return (
    <div className="stats-strengths">
      {anyBars ? (
        <ul className="stats-legend" aria-label={messages.statsLegendLabel}>
          {LEGEND.map(({ band, text }) => (
            <li key={band} className="stats-legend__item">
              <span className={`stats-legend__swatch stats-bar--${band}`} aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="stats-charts">
        {CHART_SERIES.map((series) => (
          <StatsBarChart key={series} label={SERIES_LABELS[series]} items={chartData[series]} />
        ))}
        <StatsBarChart
          label={messages.statsDomains}
          items={chartData.domains}
          keepOrder
          emptyText={messages.statsDomainsEmpty}
          caption={messages.statsDomainsTextAlternative}
          valueLabel={messages.statsDomainsValue}
        />
      </div>
    </div>
  );
}

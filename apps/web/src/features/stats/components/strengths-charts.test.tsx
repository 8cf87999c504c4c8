// @vitest-environment happy-dom
// The Strengths and Areas for Improvement tab: beside Specialties, Types and Systems, a Domains
// chart of each marking domain's average share (docs/progress.md, 'Domains'), in the domains'
// order, and an empty state that says only stations marked since the new marking guides count.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StatsAnswer } from '@osce/shared/schemas/stats';
import '../../../test/dom';
import { StrengthsCharts } from './strengths-charts';

type ChartData = StatsAnswer['chart_data'];

const EMPTY: ChartData = { specialties: [], types: [], systems: [], domains: [] };

function headings(): string[] {
  return screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');
}

describe('StrengthsCharts: Domains', () => {
  it('shows a fourth chart, Domains, with each domain’s share in the domains’ order', () => {
    render(
      <StrengthsCharts
        chartData={{
          ...EMPTY,
          specialties: [{ label: 'Cardiology', average: 72 }],
          domains: [
            { label: 'Data gathering', average: 55.5 },
            { label: 'Clinical management', average: 80 },
            { label: 'Interpersonal skills', average: 40 },
          ],
        }}
      />,
    );
    expect(headings()).toEqual(['Specialties', 'Types', 'Systems', 'Domains']);
    const domains = screen.getByRole('region', { name: 'Domains' });
    const table = within(domains).getByRole('table', {
      name: 'Domains: average share of the boxes in each marking domain',
    });
    expect(within(table).getByRole('columnheader', { name: 'Average share' })).toBeTruthy();
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Data gathering55.5',
      'Clinical management80.0',
      'Interpersonal skills40.0',
    ]);
    // The key to the bar colours is there: there are bars.
    expect(screen.getByRole('list', { name: 'Bar colours' })).toBeTruthy();
  });

  it('says only stations marked since the new marking guides count when no domain has a share', () => {
    render(
      <StrengthsCharts
        chartData={{ ...EMPTY, specialties: [{ label: 'Cardiology', average: 72 }] }}
      />,
    );
    const domains = screen.getByRole('region', { name: 'Domains' });
    expect(domains.textContent).toContain(
      'Only stations marked since the new marking guides count here.',
    );
    expect(within(domains).queryByRole('table')).toBeNull();
    // The other charts keep the spec's words.
    expect(screen.getByText('There is currently no data available for Types.')).toBeTruthy();
  });

  it('shows the key when only the domains have bars', () => {
    render(
      <StrengthsCharts
        chartData={{ ...EMPTY, domains: [{ label: 'Data gathering', average: 60 }] }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Bar colours' })).toBeTruthy();
  });
});

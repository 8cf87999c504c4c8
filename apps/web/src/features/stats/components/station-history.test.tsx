// @vitest-environment happy-dom
// A station's history in My Stats (docs/progress.md, 'Domains'): the examiner title (diagnosis)
// under the name, each score row with its domain, and a Critical tag on a critical item marked
// below its maximum; a version 1 marking shows neither. Hidden names hide the title too.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MarkingsAnswer } from '@osce/shared/schemas/stats';
import { renderWithApp, stubApi } from '../../../test/dom';
import { setHideStationNames } from '../../../stores/app-store';
import { StationHistory } from './station-history';

type Score = MarkingsAnswer['markings'][number]['scores'][number];

function answer(scores: Score[], diagnosis = 'Inferior STEMI'): MarkingsAnswer {
  return {
    id: 3,
    number: 3,
    name: 'Chest pain — emergency department',
    diagnosis,
    guides: scores.map((s) => ({ id: s.guide_id, task: s.task, max_marks: s.max_marks })),
    markings: [
      {
        id: 11,
        created: '2026-11-20T10:00:00.000Z',
        mark: 61.5,
        scores,
        global_score: 3,
        notes: { notes: '', examiner_notes: '' },
      },
    ],
  };
}

const V2_SCORES: Score[] = [
  {
    guide_id: 1,
    task: '<p>Introduces self and gains consent</p>',
    max_marks: 1,
    points: 1,
    domain: 'interpersonal',
    critical: false,
  },
  {
    guide_id: 2,
    task: '<p>Gives aspirin 300 mg</p>',
    max_marks: 2,
    points: 1,
    domain: 'clinical_management',
    critical: true,
  },
  {
    guide_id: 3,
    task: '<p>Calls for the cath lab</p>',
    max_marks: 1,
    points: 1,
    domain: 'clinical_management',
    critical: true,
  },
];

function show(body: MarkingsAnswer) {
  stubApi(() => ({ body }));
  renderWithApp(<StationHistory stationId={3} focusHeading={false} onBack={() => {}} />);
}

function items(): HTMLElement[] {
  return screen.getAllByRole('listitem');
}

afterEach(() => setHideStationNames(false));

describe('StationHistory: version 2 markings', () => {
  it('shows the examiner title under the name', async () => {
    show(answer(V2_SCORES));
    expect(await screen.findByText('Examiner title: Inferior STEMI')).toBeTruthy();
    expect(screen.getByText('Chest pain — emergency department')).toBeTruthy();
  });

  it('tags each score with its domain, and Critical where a critical item got fewer boxes', async () => {
    show(answer(V2_SCORES));
    await screen.findByText('Gives aspirin 300 mg');
    const [intro, aspirin, cathLab] = items();
    expect(within(intro!).getByText('Domain: Interpersonal skills')).toBeTruthy();
    expect(within(intro!).queryByText('Critical')).toBeNull();

    expect(within(aspirin!).getByText('Domain: Clinical management')).toBeTruthy();
    expect(within(aspirin!).getByText('Critical')).toBeTruthy();
    expect(within(aspirin!).getByText('Critical item not fully met')).toBeTruthy();

    // Critical but met in full: no tag.
    expect(within(cathLab!).getByText('Domain: Clinical management')).toBeTruthy();
    expect(within(cathLab!).queryByText('Critical')).toBeNull();
  });

  it('hides the examiner title with the names', async () => {
    setHideStationNames(true);
    show(answer(V2_SCORES));
    await screen.findByText('Gives aspirin 300 mg');
    expect(screen.queryByText(/Examiner title/)).toBeNull();
    expect(screen.queryByText('Chest pain — emergency department')).toBeNull();
  });
});

describe('StationHistory: a version 1 marking', () => {
  it('shows no title line, no domain and no Critical tag', async () => {
    const v1 = V2_SCORES.map((s) => ({ ...s, domain: null, critical: false, points: 0 }));
    show(answer(v1, 'Chest pain — emergency department'));
    await screen.findByText('Gives aspirin 300 mg');
    expect(screen.queryByText(/Examiner title/)).toBeNull();
    expect(screen.queryByText(/^Domain:/)).toBeNull();
    expect(screen.queryByText('Critical')).toBeNull();
  });
});

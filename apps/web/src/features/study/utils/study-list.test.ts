import { describe, expect, it } from 'vitest';
import { NO_STUDY_FILTERS } from '../../../stores/study-filters';
import { makeCatalogue, makeStation, withDifficulty } from '../testing/station-factory';
import { pageOf } from './station-page';
import { selectStations, type StudyListQuery } from './study-list';

const query: StudyListQuery = {
  search: '',
  filters: NO_STUDY_FILTERS,
  sort: 'number',
  reversed: false,
};

describe('selectStations', () => {
  const stations = [
    withDifficulty(makeStation({ number: 3, name: 'Chest pain', favourited: true }), 'Advanced'),
    withDifficulty(makeStation({ number: 1, name: 'Abdominal pain' }), 'Easy'),
    withDifficulty(makeStation({ number: 2, name: 'Chest X-ray', favourited: true }), 'Easy'),
  ];
  const numbers = (q: Partial<StudyListQuery>) =>
    selectStations(stations, { ...query, ...q }).map((s) => s.number);

  it('filters, then searches, then sorts', () => {
    expect(numbers({})).toEqual([1, 2, 3]);
    expect(numbers({ search: 'chest' })).toEqual([2, 3]);
    expect(numbers({ search: 'chest', sort: 'difficulty', reversed: true })).toEqual([3, 2]);
    expect(
      numbers({
        search: 'pain',
        filters: { ...NO_STUDY_FILTERS, completed_filters: ['starred'] },
      }),
    ).toEqual([3]);
  });
});

describe('a thousand stations a keystroke', () => {
  // A measurement, not a limit: a shared test machine's timing is too noisy to assert on. The
  // figure goes to the log; the budget is 50 ms a keystroke.
  it('filters, searches, sorts and pages them, and prints the time it takes', () => {
    const catalogue = makeCatalogue(1000);
    const keystrokes = ['c', 'ch', 'che', 'ches', 'chest', 'chest ', 'chest p', 'chest pa'];
    const filters = {
      ...NO_STUDY_FILTERS,
      filters: { ...NO_STUDY_FILTERS.filters, types: [1, 2, 3, 4, 5], systems: [] },
      completed_filters: ['not_attempted' as const, 'incomplete' as const, 'starred' as const],
    };
    const run = (search: string, sort: StudyListQuery['sort'], reversed: boolean) =>
      pageOf(selectStations(catalogue, { search, filters, sort, reversed }), 1);

    // The very first keystroke pays for the engine's warm-up; the figures after it are the steady
    // state a member feels while typing.
    const coldStart = performance.now();
    run('c', 'name', false);
    const cold = performance.now() - coldStart;
    for (const search of keystrokes) run(search, 'name', false);

    const times: number[] = [];
    for (const sort of ['number', 'name', 'difficulty'] as const) {
      for (const reversed of [false, true]) {
        for (const search of ['', ...keystrokes]) {
          const start = performance.now();
          const page = run(search, sort, reversed);
          times.push(performance.now() - start);
          expect(page.length).toBeLessThanOrEqual(10);
        }
      }
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const worst = times.at(-1)!;
    console.warn(
      `[study-list] 1,000 stations, filter + search + sort + page: median ${median.toFixed(2)} ms, ` +
        `worst ${worst.toFixed(2)} ms over ${times.length} keystrokes, first (cold) ` +
        `${cold.toFixed(2)} ms (budget 50 ms)`,
    );
    expect(times).toHaveLength(54);
  });
});

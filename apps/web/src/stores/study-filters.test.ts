import { describe, expect, it } from 'vitest';
import { NO_STUDY_FILTERS, parseStudyFilters, toStudyFilters } from './study-filters';

describe('parseStudyFilters', () => {
  it('reads back what was stored', () => {
    const stored = {
      name: 'Chest',
      filters: {
        levels: [1],
        difficulties: [2, 3],
        types: [4],
        specialties: [1, 2],
        systems: [13],
        free_trial: true,
      },
      completed_filters: ['starred', 'attempt_again'],
    };
    expect(parseStudyFilters(JSON.stringify(stored))).toEqual(stored);
  });

  it('is no filter when nothing is stored or the text is not JSON', () => {
    expect(parseStudyFilters(null)).toEqual(NO_STUDY_FILTERS);
    expect(parseStudyFilters('')).toEqual(NO_STUDY_FILTERS);
    expect(parseStudyFilters('{"name":')).toEqual(NO_STUDY_FILTERS);
    expect(parseStudyFilters('[1,2]')).toEqual(NO_STUDY_FILTERS);
  });
});

describe('toStudyFilters', () => {
  it('keeps what fits and drops the rest, field by field', () => {
    const filters = toStudyFilters({
      name: 42,
      filters: {
        levels: [1, '2', -3, 1.5, 4, 4],
        difficulties: 'all',
        free_trial: 'yes',
      },
      completed_filters: ['complete', 'finished', 'starred', 'complete'],
    });
    expect(filters).toEqual({
      name: '',
      filters: { ...NO_STUDY_FILTERS.filters, levels: [1, 4] },
      completed_filters: ['complete', 'starred'],
    });
  });

  it('shortens an overlong name', () => {
    expect(toStudyFilters({ name: 'x'.repeat(500) }).name).toHaveLength(200);
  });

  it('reads a saved filter without its filters as no taxon filter', () => {
    expect(toStudyFilters({ name: 'Mine', completed_filters: ['incomplete'] })).toEqual({
      ...NO_STUDY_FILTERS,
      name: 'Mine',
      completed_filters: ['incomplete'],
    });
  });
});

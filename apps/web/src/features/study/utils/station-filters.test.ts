import { describe, expect, it } from 'vitest';
import { filterSections } from '@osce/shared/stations/roles';
import { NO_STUDY_FILTERS, type StudyFilters } from '../../../stores/study-filters';
import { makeStation } from '../testing/station-factory';
import type { StationSummary } from '../types';
import {
  clearSection,
  countActiveSections,
  effectiveFilters,
  sectionHasChoice,
  stationFilter,
} from './station-filters';

const base = makeStation().stationTaxons;
const cardiology = makeStation({ number: 1, name: 'Chest Pain History', favourited: true });
const neurology = makeStation({
  number: 2,
  name: 'Headache History',
  status: 'complete',
  available_to_trial: true,
  stationTaxons: {
    ...base,
    levels: [{ id: 3, level: 'Finals' }],
    difficulties: [{ id: 3, difficulty: 'Advanced' }],
    types: [
      { id: 1, type: 'History Taking' },
      { id: 4, type: 'Communication' },
    ],
    specialties: [{ id: 4, specialty: 'Neurology' }],
    systems: [{ id: 4, system: 'Nervous System' }],
  },
});
const paediatrics = makeStation({
  number: 41,
  name: 'Febrile Child',
  status: 'attempt_again',
  stationTaxons: {
    ...base,
    difficulties: [{ id: 2, difficulty: 'Intermediate' }],
    types: [{ id: 2, type: 'Examination' }],
    specialties: [
      { id: 12, specialty: 'Paediatrics' },
      { id: 18, specialty: 'Infectious Diseases' },
    ],
  },
});
const all = [cardiology, neurology, paediatrics];

function numbersFor(changes: {
  name?: string;
  filters?: Partial<StudyFilters['filters']>;
  completed_filters?: StudyFilters['completed_filters'];
}): number[] {
  const filters: StudyFilters = {
    ...NO_STUDY_FILTERS,
    ...changes,
    filters: { ...NO_STUDY_FILTERS.filters, ...changes.filters },
  };
  return all.filter(stationFilter(filters)).map((s: StationSummary) => s.number);
}

describe('stationFilter', () => {
  it('lets every station through no filter', () => {
    expect(numbersFor({})).toEqual([1, 2, 41]);
  });

  it('matches the Name text against name, whole number or specialty, ignoring case', () => {
    expect(numbersFor({ name: 'history' })).toEqual([1, 2]);
    expect(numbersFor({ name: '41' })).toEqual([41]);
    expect(numbersFor({ name: '4' })).toEqual([]);
    expect(numbersFor({ name: 'NEURO' })).toEqual([2]);
    expect(numbersFor({ name: 'infectious' })).toEqual([41]);
    expect(numbersFor({ name: '  ' })).toEqual([1, 2, 41]);
  });

  it('keeps a station that has any chosen entry of a taxonomy', () => {
    expect(numbersFor({ filters: { specialties: [4, 12] } })).toEqual([2, 41]);
    expect(numbersFor({ filters: { types: [4] } })).toEqual([2]);
    expect(numbersFor({ filters: { types: [1] } })).toEqual([1, 2]);
    expect(numbersFor({ filters: { levels: [3] } })).toEqual([2]);
    expect(numbersFor({ filters: { difficulties: [1, 2] } })).toEqual([1, 41]);
    expect(numbersFor({ filters: { systems: [99] } })).toEqual([]);
  });

  it('needs every section with a choice to match', () => {
    expect(numbersFor({ filters: { types: [1], specialties: [1] } })).toEqual([1]);
    expect(numbersFor({ name: 'history', filters: { difficulties: [3] } })).toEqual([2]);
    expect(numbersFor({ filters: { types: [2], specialties: [1] } })).toEqual([]);
  });

  it('keeps trial stations only for Free Trial Stations', () => {
    expect(numbersFor({ filters: { free_trial: true } })).toEqual([2]);
  });

  it('reads starred as favourited, and any chosen status as enough', () => {
    expect(numbersFor({ completed_filters: ['starred'] })).toEqual([1]);
    expect(numbersFor({ completed_filters: ['complete'] })).toEqual([2]);
    expect(numbersFor({ completed_filters: ['not_attempted'] })).toEqual([1]);
    expect(numbersFor({ completed_filters: ['starred', 'attempt_again'] })).toEqual([1, 41]);
    expect(numbersFor({ completed_filters: ['incomplete'] })).toEqual([]);
  });
});

describe('effectiveFilters', () => {
  const chosen: StudyFilters = {
    name: 'chest',
    filters: {
      levels: [1],
      difficulties: [2],
      types: [3],
      specialties: [4],
      systems: [5],
      free_trial: true,
    },
    completed_filters: ['starred'],
  };

  it('keeps every choice for a trial solo candidate, who sees every section', () => {
    expect(effectiveFilters(chosen, filterSections('candidate-1', true))).toEqual(chosen);
  });

  it('drops Free Trial Stations for a paid member, whose drawer does not show it', () => {
    const paid = effectiveFilters(chosen, filterSections('candidate-1', false));
    expect(paid.filters.free_trial).toBe(false);
    expect(paid.filters.levels).toEqual([1]);
  });

  it('drops Level, Difficulty and Specialties for the group candidate', () => {
    const candidate2 = effectiveFilters(chosen, filterSections('candidate-2', false));
    expect(candidate2.filters).toEqual({
      levels: [],
      difficulties: [],
      types: [3],
      specialties: [],
      systems: [5],
      free_trial: false,
    });
    expect(candidate2.name).toBe('chest');
    expect(candidate2.completed_filters).toEqual(['starred']);
  });
});

describe('sections: count, clear and has-choice', () => {
  const chosen: StudyFilters = {
    name: 'x',
    filters: { ...NO_STUDY_FILTERS.filters, types: [1, 2], free_trial: true },
    completed_filters: ['complete'],
  };

  it('counts each section with a choice once', () => {
    expect(countActiveSections(NO_STUDY_FILTERS)).toBe(0);
    expect(countActiveSections(chosen)).toBe(4);
    expect(countActiveSections({ ...NO_STUDY_FILTERS, name: '   ' })).toBe(0);
  });

  it('clears one section and leaves the others', () => {
    expect(clearSection(chosen, 'types')).toEqual({
      ...chosen,
      filters: { ...chosen.filters, types: [] },
    });
    expect(clearSection(chosen, 'name').name).toBe('');
    expect(clearSection(chosen, 'access').filters.free_trial).toBe(false);
    expect(clearSection(chosen, 'status').completed_filters).toEqual([]);
    expect(countActiveSections(clearSection(chosen, 'status'))).toBe(3);
  });

  it('says which sections have a choice', () => {
    expect(sectionHasChoice(chosen, 'types')).toBe(true);
    expect(sectionHasChoice(chosen, 'systems')).toBe(false);
    expect(sectionHasChoice(chosen, 'access')).toBe(true);
    expect(sectionHasChoice(NO_STUDY_FILTERS, 'name')).toBe(false);
  });
});

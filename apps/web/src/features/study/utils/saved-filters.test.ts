import { describe, expect, it } from 'vitest';
import { NO_STUDY_FILTERS, type StudyFilters } from '../../../stores/study-filters';
import { myFilterOf, savePayload, toMyFilter } from './saved-filters';

const chosen: StudyFilters = {
  name: '  chest ',
  filters: { ...NO_STUDY_FILTERS.filters, specialties: [1], free_trial: true },
  completed_filters: ['starred'],
};

describe('savePayload', () => {
  it('sends the drawer choices and the hidden-names choice in the shape of save_filters', () => {
    expect(savePayload(chosen, true)).toEqual({
      name: 'chest',
      filters: chosen.filters,
      completed_filters: ['starred'],
      hidden_station_names: true,
    });
  });
});

describe('reading My Filter back', () => {
  it('reads a saved filter as filters and a hidden-names choice', () => {
    const saved = savePayload(chosen, true);
    expect(toMyFilter(saved)).toEqual({
      studyFilters: { ...chosen, name: 'chest' },
      hiddenStationNames: true,
    });
  });

  it('is none when nothing was saved', () => {
    expect(toMyFilter(null)).toBeNull();
    expect(toMyFilter(undefined)).toBeNull();
    expect(toMyFilter([])).toBeNull();
  });

  it('reads the saved filter of GET /user, null before the first save', () => {
    expect(myFilterOf({ filters: null })).toBeNull();
    const withSaved = { filters: savePayload(chosen, false) };
    expect(myFilterOf(withSaved)?.studyFilters.filters.specialties).toEqual([1]);
    expect(myFilterOf(withSaved)?.hiddenStationNames).toBe(false);
  });
});

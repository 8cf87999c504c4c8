import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  FEATURED_STATIONS_KEY,
  invalidateMemberProgress,
  STATIONS_KEY,
  USER_STATS_KEY,
} from '../../../api/member-progress';
import type { StationDetail } from '../types';
import { setCachedStationStatus, stationQueryOptions } from './get-station';

function detail(id: number, number: number): StationDetail {
  const html = { content: '' };
  return {
    station: {
      id,
      number,
      name: `Station ${number}`,
      types: [],
      stationTaxons: { levels: [], difficulties: [], types: [], specialties: [], systems: [] },
      available_to_trial: true,
      recommended_timing: null,
      status: 'not_attempted',
      favourited: false,
      mark: null,
      average: null,
      latest_completion: null,
      stem: html,
      stem_tasks: [],
      format: 1,
      diagnosis: `Station ${number}`,
      references: [],
      last_reviewed: null,
      reviewed_by: null,
    },
    station_components: {
      stem: html,
      patient_scenario: html,
      approach_guide: html,
      examiner_brief: null,
      artefacts: [],
      global_descriptors: null,
      marking_guides: [],
      questions: [],
    },
  };
}

describe('the cached station and the member’s progress', () => {
  it('gives the cached station the status the server answered, and no other station', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(stationQueryOptions('3').queryKey, detail(30, 3));
    queryClient.setQueryData(stationQueryOptions('4').queryKey, detail(40, 4));

    setCachedStationStatus(queryClient, 30, 'complete');

    expect(queryClient.getQueryData(stationQueryOptions('3').queryKey)?.station.status).toBe(
      'complete',
    );
    expect(queryClient.getQueryData(stationQueryOptions('4').queryKey)?.station.status).toBe(
      'not_attempted',
    );
  });

  it('marks the study list, the featured stations and the stats stale after a record', async () => {
    const queryClient = new QueryClient();
    for (const key of [STATIONS_KEY, FEATURED_STATIONS_KEY, USER_STATS_KEY]) {
      queryClient.setQueryData(key, []);
    }
    await invalidateMemberProgress(queryClient);
    for (const key of [STATIONS_KEY, FEATURED_STATIONS_KEY, USER_STATS_KEY]) {
      expect(queryClient.getQueryState(key)?.isInvalidated, key.join('/')).toBe(true);
    }
  });
});

// The cached stations after a timing answer (docs/station-run.md, 'Timing a version 2 station'):
// the member's minutes for one station reach that station only; the exam preset reaches every one.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { StationDetail } from '../types';
import { stationQueryOptions } from './get-station';
import { setCachedExamPreset, setCachedSavedTiming } from './station-timing';

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
      recommended_timing: { reading: 1, station: 10, question: 2, feedback: 3 },
      status: 'not_attempted',
      favourited: false,
      mark: null,
      average: null,
      latest_completion: null,
      stem: html,
      stem_tasks: [],
      format: 2,
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
    saved_timing: null,
    exam_preset: null,
  };
}

const MINE = { reading: 3, station: 9, question: 1, feedback: 5 };

describe('the cached stations and the member’s timing', () => {
  const cached = (client: QueryClient, code: string) =>
    client.getQueryData(stationQueryOptions(code).queryKey);

  it('gives the member’s minutes to that station only, and takes them away again', () => {
    const client = new QueryClient();
    client.setQueryData(stationQueryOptions('3').queryKey, detail(30, 3));
    client.setQueryData(stationQueryOptions('4').queryKey, detail(40, 4));
    const answer = { success: true as const, message: '', station_id: 30, saved_timing: MINE };
    setCachedSavedTiming(client, answer);
    expect(cached(client, '3')?.saved_timing).toEqual(MINE);
    expect(cached(client, '4')?.saved_timing).toBeNull();
    setCachedSavedTiming(client, { ...answer, saved_timing: null });
    expect(cached(client, '3')?.saved_timing).toBeNull();
  });

  it('gives the exam preset to every cached station', () => {
    const client = new QueryClient();
    client.setQueryData(stationQueryOptions('3').queryKey, detail(30, 3));
    client.setQueryData(stationQueryOptions('4').queryKey, detail(40, 4));
    setCachedExamPreset(client, { success: true, message: '', exam_preset: 'plab2' });
    expect(cached(client, '3')?.exam_preset).toBe('plab2');
    expect(cached(client, '4')?.exam_preset).toBe('plab2');
    setCachedExamPreset(client, { success: true, message: '', exam_preset: null });
    expect(cached(client, '4')?.exam_preset).toBeNull();
  });
});

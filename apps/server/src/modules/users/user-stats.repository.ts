// What the dashboard's three figures (Stations Completed, Average Grade, Best Specialty) are made
// from: the member's marked station attempts. Those arrive with the study area (issue 9 adds the
// attempts table); until then no member has studied a station and every summary is empty. No
// figure is made up in the meantime.
import type { Db } from '../../db/client.ts';

export interface StudySummary {
  /** Distinct stations with at least one marked attempt. */
  stationsCompleted: number;
  /** Mean of the marked attempts' percentages, or null before the first one. */
  averagePercent: number | null;
  /** The specialty with the highest mean percentage (ties: the first by name), or null. */
  bestSpecialty: string | null;
}

export const EMPTY_STUDY_SUMMARY: StudySummary = {
  stationsCompleted: 0,
  averagePercent: null,
  bestSpecialty: null,
};

export function createUserStatsRepository(_db: Db) {
  return {
    /**
     * Where issue 9 plugs in, as one query over the member's marked attempts:
     *   count(distinct station_id), avg(percent) from attempts where user_id = $1 and marked;
     *   best specialty: avg(percent) grouped by the station's specialty, highest first, then name.
     */
    async studySummary(_userId: number): Promise<StudySummary> {
      return EMPTY_STUDY_SUMMARY;
    },
  };
}

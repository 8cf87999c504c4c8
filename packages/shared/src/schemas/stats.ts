// My Stats (docs/progress.md, 'Data' and 'API'):
// the member's averages, their stations by final status and the chart series, all over a period of
// their own markings; and one station's marking history.
import { z } from 'zod';
import { MARKING_DOMAINS } from '../stations/station-constants.ts';
import { objectBody } from './text.ts';

/** The stats time filters (docs/progress.md, 'Constants'), 'all' first: the default. */
export const STATS_PERIODS = ['all', 'last-month', '3-months', '6-months'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
/** How many calendar months back each period reaches; null is all time. */
export const STATS_PERIOD_MONTHS: Record<StatsPeriod, number | null> = {
  all: null,
  'last-month': 1,
  '3-months': 3,
  '6-months': 6,
};

const periodField = z.enum(STATS_PERIODS, { error: 'Please choose a time period.' }).default('all');
const stationIdError = { error: 'Station ids are whole numbers.' };

/** POST /user/stats. */
export const statsQuerySchema = objectBody(z.object({ date: periodField }));

/** POST /user/reset_stats: `reset` must be true; station_id null (or absent) resets them all. */
export const resetStatsSchema = objectBody(
  z.object({
    reset: z.literal(true, { error: 'Please confirm the reset.' }),
    station_id: z
      .int(stationIdError)
      .min(1, stationIdError)
      .max(2_147_483_647, stationIdError)
      .nullish(),
    /** The period the screen shows, so the answer redraws it. */
    date: periodField,
  }),
);

/** One station in the Stations Completed or Stations to Try Again list. */
export const statsStationSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  /** The latest mark in the period and the mean of the period's marks, out of 100. */
  mark: z.number(),
  average: z.number(),
  /** Markings in the period; the history button shows when this is above 0. */
  attempts: z.number().int(),
  /** The latest marking in the period (ISO 8601). */
  latest_completion: z.string(),
});
export type StatsStation = z.output<typeof statsStationSchema>;

/** One bar: a taxon's name and the mean mark of the period's markings of its stations. */
export const chartItemSchema = z.object({ label: z.string(), average: z.number() });
export const CHART_SERIES = ['specialties', 'types', 'systems'] as const;
export type ChartSeries = (typeof CHART_SERIES)[number];

export const statsAnswerSchema = z.object({
  period: z.enum(STATS_PERIODS),
  /** Mean of every marking in the period, out of 100; null when there is none. */
  average_mark: z.number().nullable(),
  attempt_again: z.array(statsStationSchema),
  completed: z.array(statsStationSchema),
  chart_data: z.object({
    specialties: z.array(chartItemSchema),
    types: z.array(chartItemSchema),
    systems: z.array(chartItemSchema),
    /**
     * Ours (docs/progress.md, 'Domains'): each marking domain's mean share of its boxes over the
     * period, in the domains' order; only markings of version 2 stations count.
     */
    domains: z.array(chartItemSchema),
  }),
  /** The profile dashboard's figures, from the same markings: completed.length, */
  stations_completed: z.number().int(),
  /** average_mark rounded to a whole number, */
  average_grade: z.number().int().nullable(),
  /** and the specialty with the highest average (ties: first by name). */
  best_specialty: z.string().nullable(),
});
export type StatsAnswer = z.output<typeof statsAnswerSchema>;

const guideItem = z.object({ id: z.number().int(), task: z.string(), max_marks: z.number().int() });

/** GET /station/{id}/markings: the member's own markings of one station, newest first. */
export const markingsAnswerSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  /** The examiner-facing title (version 2; the name for an older station). */
  diagnosis: z.string(),
  /** The station's marking guide as it is now. */
  guides: z.array(guideItem),
  markings: z.array(
    z.object({
      id: z.number().int(),
      created: z.string(),
      mark: z.number(),
      /** The guide as it was when marked: each item's task and max_marks, and the points given. */
      scores: z.array(
        z.object({
          guide_id: z.number().int(),
          task: z.string(),
          max_marks: z.number().int(),
          points: z.number().int(),
          /** The item's domain and critical flag when marked (null and false before version 2). */
          domain: z.enum(MARKING_DOMAINS).nullable(),
          critical: z.boolean(),
        }),
      ),
      global_score: z.number().int(),
      notes: z.object({ notes: z.string(), examiner_notes: z.string() }),
    }),
  ),
});
export type MarkingsAnswer = z.output<typeof markingsAnswerSchema>;

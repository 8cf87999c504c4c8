// A circuit's timing and its positions (docs/mock-exams.md, 'Circuits'). Timing is in whole
// seconds, not minutes: the exams' own figures include PLAB 2's 90 seconds of reading, which the
// single-station setup's whole minutes cannot hold. Positions are numbered from 1 in the order the
// circuit runs; a rest position has no station.
import { z } from 'zod';
import { messages } from '../messages.ts';

/** The timed parts of one station in a circuit, in the order they run. */
export const CIRCUIT_STATION_PHASES = ['reading', 'station', 'questions', 'feedback'] as const;
export type CircuitStationPhase = (typeof CIRCUIT_STATION_PHASES)[number];

/** Seconds of each part of a station, and of the changeover before every position but the first. */
export interface CircuitTiming {
  reading: number;
  station: number;
  questions: number;
  feedback: number;
  changeover: number;
}

/** What a custom circuit may ask for, in seconds (docs/mock-exams.md, 'Constants'). */
export const CIRCUIT_TIMING_LIMITS = {
  reading: { min: 0, max: 15 * 60 },
  // A station needs an encounter: the one part that cannot be left out.
  station: { min: 60, max: 30 * 60 },
  questions: { min: 0, max: 15 * 60 },
  feedback: { min: 0, max: 30 * 60 },
  changeover: { min: 0, max: 10 * 60 },
} as const satisfies Record<keyof CircuitTiming, { min: number; max: number }>;

/** Stations (not counting rest stations) and rest stations a circuit may have. */
export const CIRCUIT_LIMITS = { stations: { min: 1, max: 24 }, restStations: { max: 6 } } as const;

function secondsField(field: keyof CircuitTiming) {
  const { min, max } = CIRCUIT_TIMING_LIMITS[field];
  const error = messages.circuitTimingInvalid
    .replace('{min}', String(min))
    .replace('{max}', String(max));
  return z.int({ error }).min(min, { error }).max(max, { error });
}

export const circuitTimingSchema = z.object({
  reading: secondsField('reading'),
  station: secondsField('station'),
  questions: secondsField('questions'),
  feedback: secondsField('feedback'),
  changeover: secondsField('changeover'),
});

/**
 * How long one station takes from its reading to its last phase, in seconds. A rest station lasts
 * as long, so a circuit with rest stations keeps the exam's rhythm and total time.
 */
export function stationSeconds(timing: CircuitTiming): number {
  return timing.reading + timing.station + timing.questions + timing.feedback;
}

/** One position of a circuit as the API answers it: a station, or a rest station (no station). */
export interface CircuitPosition {
  position: number;
  station_id: number | null;
  rest: boolean;
}

/**
 * After which stations the rest stations come: spread evenly over the gaps between stations, at
 * most one per gap, never first or last (a rest before anything has happened, or after everything,
 * is no break). 16 stations and 4 rests: after stations 3, 6, 10 and 13. Rests beyond the gaps
 * there are (stations - 1) are dropped.
 */
export function restsAfter(stationCount: number, restCount: number): number[] {
  const rests = Math.max(0, Math.min(restCount, stationCount - 1));
  const after: number[] = [];
  // With rests <= stations - 1 the spacing is at least one station, so no two rests share a gap.
  for (let i = 1; i <= rests; i++) after.push(Math.round((i * stationCount) / (rests + 1)));
  return after;
}

/** The circuit's positions: the stations in the order given, rest stations where restsAfter puts them. */
export function layoutCircuit(stationIds: readonly number[], restCount: number): CircuitPosition[] {
  const restAfter = new Set(restsAfter(stationIds.length, restCount));
  const positions: CircuitPosition[] = [];
  stationIds.forEach((stationId, i) => {
    positions.push({ position: positions.length + 1, station_id: stationId, rest: false });
    if (restAfter.has(i + 1)) {
      positions.push({ position: positions.length + 1, station_id: null, rest: true });
    }
  });
  return positions;
}

/** The whole circuit's length in milliseconds, changeovers included, as the setup shows it. */
export function circuitDurationMs(
  timing: CircuitTiming,
  positions: readonly { rest: boolean }[],
): number {
  if (positions.length === 0) return 0;
  const changeovers = (positions.length - 1) * timing.changeover;
  return (positions.length * stationSeconds(timing) + changeovers) * 1000;
}

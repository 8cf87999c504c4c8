// The exam circuits a mock exam starts from (docs/mock-exams.md, 'Circuits'): data, not code. Each
// preset records its stations, rest stations, timing in seconds, the exam's overall pass rule and
// the publication its figures come from; its note (in messages) says what it assumes or changes.
// GET /api/exam_presets answers these as they are.
import { z } from 'zod';
import { messages } from '../messages.ts';
import { CIRCUIT_LIMITS, circuitTimingSchema } from './circuit-timing.ts';

export const EXAM_CIRCUIT_PRESET_KEYS = ['plab2', 'amc', 'nac', 'finals'] as const;
export type ExamCircuitPresetKey = (typeof EXAM_CIRCUIT_PRESET_KEYS)[number];

/**
 * An exam's overall rule (docs/mock-exams.md, 'Pass marks'). Station counts are the exam's own
 * (`of` stations scored); a circuit of another length scales them (pass-mark.ts,
 * scaledMinimum). A total is the sum of the stations' marks out of 100.
 * - total_and_stations: the total reaches the sum of the pass marks plus `total_margin`, and at
 *   least `min_stations` stations are passed (PLAB 2, finals);
 * - stations_passed: at least `min_stations` of `of` stations passed (AMC);
 * - total: the total reaches the sum of the pass marks (NAC's average against its pass score).
 */
export type CircuitPassRule =
  | { kind: 'total_and_stations'; total_margin: number; min_stations: number; of: number }
  | { kind: 'stations_passed'; min_stations: number; of: number }
  | { kind: 'total' };

const stationCount = z.int().min(1).max(CIRCUIT_LIMITS.stations.max);

export const circuitPassRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('total_and_stations'),
    total_margin: z.number().min(0),
    min_stations: stationCount,
    of: stationCount,
  }),
  z.object({ kind: z.literal('stations_passed'), min_stations: stationCount, of: stationCount }),
  z.object({ kind: z.literal('total') }),
]);

/** Where a preset's figures come from. */
export const presetSourceSchema = z.object({
  publisher: z.string(),
  title: z.string(),
  year: z.int(),
  url: z.url(),
});
export type PresetSource = z.output<typeof presetSourceSchema>;

/** One preset as GET /api/exam_presets answers it. */
export const examPresetSchema = z.object({
  key: z.enum(EXAM_CIRCUIT_PRESET_KEYS),
  name: z.string(),
  /** Stations that are examined; rest stations are not counted here. */
  stations: stationCount,
  rest_stations: z.int().min(0).max(CIRCUIT_LIMITS.restStations.max),
  timing: circuitTimingSchema,
  pass_rule: circuitPassRuleSchema,
  source: presetSourceSchema,
  /** What the preset assumes of the real exam, and where it differs. */
  note: z.string(),
});
export type ExamCircuitPreset = z.output<typeof examPresetSchema>;

/**
 * PLAB 2: 16 eight-minute scenarios, 90 seconds of reading before each, at least two rest stations.
 * The 8 minutes split 6 + 2 as the single-station PLAB 2 preset does (stations/exam-presets.ts).
 * Pass: total >= sum of pass marks + 1 SEM, and a minimum of stations passed; the SEM needs a
 * cohort (margin 0 here) and the minimum is now set per exam (the former standard 10 kept).
 */
const PLAB2: ExamCircuitPreset = {
  key: 'plab2',
  name: messages.circuitPresetPlab2,
  stations: 16,
  rest_stations: 2,
  timing: { reading: 90, station: 360, questions: 120, feedback: 0, changeover: 0 },
  pass_rule: { kind: 'total_and_stations', total_margin: 0, min_stations: 10, of: 16 },
  source: {
    publisher: 'General Medical Council',
    title: 'PLAB 2 guide: Understanding your results',
    year: 2024,
    url: 'https://www.gmc-uk.org/registration-and-licensing/join-our-registers/plab/plab-2-guide/understanding-your-results',
  },
  note: messages.circuitPresetPlab2Note,
};

/**
 * AMC Clinical: 16 assessed stations and 4 rest stations, 2 minutes of reading and 8 of assessment.
 * The "10 of 14" was the rule from 2019; the AMC lowered it to 9 of 14 from 21 March 2024.
 */
const AMC: ExamCircuitPreset = {
  key: 'amc',
  name: messages.circuitPresetAmc,
  stations: 16,
  rest_stations: 4,
  timing: { reading: 120, station: 360, questions: 120, feedback: 0, changeover: 0 },
  pass_rule: { kind: 'stations_passed', min_stations: 9, of: 14 },
  source: {
    publisher: 'Australian Medical Council',
    title: 'Clinical examination',
    year: 2024,
    url: 'https://www.amc.org.au/pathways/standard-pathway/amc-assessments/clinical-examination/',
  },
  note: messages.circuitPresetAmcNote,
};

/** NAC (MCC): 12 stations of 11 minutes (8 with the patient, then oral questions), 2 between. */
const NAC: ExamCircuitPreset = {
  key: 'nac',
  name: messages.circuitPresetNac,
  stations: 12,
  rest_stations: 0,
  timing: { reading: 120, station: 480, questions: 180, feedback: 0, changeover: 0 },
  pass_rule: { kind: 'total' },
  source: {
    publisher: 'Medical Council of Canada',
    title: 'NAC Examination: Scoring',
    year: 2019,
    url: 'https://mcc.ca/examinations/nac-overview/scoring/',
  },
  note: messages.circuitPresetNacNote,
};

/** Finals: each school's own; a typical 10 stations of 1 + 8 minutes, to be changed to the school's. */
const FINALS: ExamCircuitPreset = {
  key: 'finals',
  name: messages.circuitPresetFinals,
  stations: 10,
  rest_stations: 0,
  timing: { reading: 60, station: 360, questions: 120, feedback: 0, changeover: 0 },
  pass_rule: { kind: 'total_and_stations', total_margin: 0, min_stations: 6, of: 10 },
  source: {
    publisher: 'General Medical Council',
    title: 'Requirements for the MLA Clinical and Professional Skills Assessment',
    year: 2021,
    url: 'https://www.gmc-uk.org/mla',
  },
  note: messages.circuitPresetFinalsNote,
};

export const EXAM_CIRCUIT_PRESETS: Readonly<Record<ExamCircuitPresetKey, ExamCircuitPreset>> =
  Object.freeze({ plab2: PLAB2, amc: AMC, nac: NAC, finals: FINALS });

/** The presets in the order the API lists them. */
export function listExamCircuitPresets(): ExamCircuitPreset[] {
  return EXAM_CIRCUIT_PRESET_KEYS.map((key) => EXAM_CIRCUIT_PRESETS[key]);
}

export function isExamCircuitPresetKey(value: unknown): value is ExamCircuitPresetKey {
  return (
    typeof value === 'string' && (EXAM_CIRCUIT_PRESET_KEYS as readonly string[]).includes(value)
  );
}

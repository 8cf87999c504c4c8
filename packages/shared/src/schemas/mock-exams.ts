// Mock exams' API (docs/mock-exams.md, 'API'): the exam presets, creating a circuit, its result,
// and a station's pass mark. The circuit's run itself travels over the realtime connection as the
// timeline's JSON (mock-exams/circuit-timeline.ts), not through these calls.
import { z } from 'zod';
import { messages } from '../messages.ts';
import { CIRCUIT_LIMITS, circuitTimingSchema } from '../mock-exams/circuit-timing.ts';
import { EXAM_CIRCUIT_PRESET_KEYS, examPresetSchema } from '../mock-exams/exam-circuit-presets.ts';
import { GLOBAL_SCORE_MAX, MARKING_DOMAINS } from '../stations/station-constants.ts';
import { recordId, recordIdParam } from './id.ts';
import { hasControlCharacters, objectBody } from './text.ts';

/** GET /exam_presets. */
export const examPresetsAnswerSchema = z.object({
  success: z.literal(true),
  presets: z.array(examPresetSchema),
});

const { stations, restStations } = CIRCUIT_LIMITS;
const stationCountError = messages.circuitStationCountInvalid
  .replace('{min}', String(stations.min))
  .replace('{max}', String(stations.max));
const restCountError = messages.circuitRestCountInvalid.replace('{max}', String(restStations.max));

/** The most days back "not attempted recently" may reach. */
export const BALANCE_DAYS_MAX = 365;
/** A station type's name as the taxonomy spells it ('Examination'); the server checks it exists. */
const typeName = z
  .string()
  .min(1, { error: messages.invalidInput })
  .max(64, { error: messages.invalidInput })
  .refine((v) => !hasControlCharacters(v), { error: messages.controlCharacters });

/** How to fill a circuit from the library (mock-exams/circuit-balance.ts). */
export const circuitBalanceSchema = z.object({
  exclude_attempted_days: z.int().min(0).max(BALANCE_DAYS_MAX).optional(),
  // The keys are checked by hand: a record's own key check answers zod's 'Invalid key in record'.
  min_per_type: z
    .record(z.string(), z.int().min(0).max(stations.max))
    .superRefine((minimums, ctx) => {
      for (const key of Object.keys(minimums)) {
        const checked = typeName.safeParse(key);
        if (!checked.success) {
          ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message, path: [key] });
        }
      }
    })
    .optional(),
});

/**
 * POST /circuits. `preset`, `timing` or both: a preset alone runs as the exam does; timing alone is
 * a custom circuit (finals' rule); both are the preset with the member's own timings (a school's
 * finals). `rest_stations` defaults to the preset's (0 for a custom circuit). The stations are
 * `station_ids` (exactly `station_count`, each once) or chosen by `balance`; neither is a
 * balance with no constraints.
 */
export const createCircuitSchema = objectBody(
  z
    .object({
      preset: z.enum(EXAM_CIRCUIT_PRESET_KEYS, { error: messages.invalidInput }).optional(),
      timing: circuitTimingSchema.optional(),
      station_count: z
        .int({ error: stationCountError })
        .min(stations.min, { error: stationCountError })
        .max(stations.max, { error: stationCountError }),
      rest_stations: z
        .int({ error: restCountError })
        .min(0, { error: restCountError })
        .max(restStations.max, { error: restCountError })
        .optional(),
      station_ids: z.array(recordId()).max(stations.max).optional(),
      balance: circuitBalanceSchema.optional(),
    })
    .superRefine((body, ctx) => {
      const problem = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (body.preset === undefined && body.timing === undefined) {
        problem('preset', messages.circuitPresetOrTiming);
      }
      if (body.station_ids && body.balance) problem('balance', messages.circuitIdsOrBalance);
      if (body.station_ids && body.station_ids.length !== body.station_count) {
        problem(
          'station_ids',
          messages.circuitStationIdsCount.replace('{count}', String(body.station_count)),
        );
      } else if (body.station_ids && new Set(body.station_ids).size !== body.station_ids.length) {
        problem('station_ids', messages.circuitStationIdsRepeated);
      }
    }),
);
export type CreateCircuit = z.output<typeof createCircuitSchema>;

export const circuitPositionSchema = z.object({
  position: z.int().min(1),
  /** Null for a rest station. */
  station_id: z.int().positive().nullable(),
  rest: z.boolean(),
});

/** POST /circuits: the circuit as laid out (mock-exams/circuit-timing.ts, layoutCircuit). */
export const circuitAnswerSchema = z.object({
  success: z.literal(true),
  circuit: z.object({
    id: z.int().positive(),
    stations: z.array(circuitPositionSchema),
    timing: circuitTimingSchema,
  }),
});

/** GET /circuits/{id}/result, and any other path naming one circuit. */
export const circuitIdParamsSchema = z.object({ id: recordIdParam() });

const percent = z.number().min(0).max(100);

/** One station of a circuit's result (rest stations are left out). */
export const circuitStationResultSchema = z.object({
  position: z.int().min(1),
  station_id: z.int().positive(),
  /** Null when the station was not marked (it counts 0 and is not passed). */
  mark: percent.nullable(),
  band: z.enum(['low', 'medium', 'high']).nullable(),
  domains: z.array(z.object({ domain: z.enum(MARKING_DOMAINS), share: percent })),
  critical_missed: z.array(
    z.object({ guide_id: z.int(), task: z.string(), critical_reason: z.string().nullable() }),
  ),
  global_score: z.int().min(0).max(GLOBAL_SCORE_MAX).nullable(),
  pass_mark: percent,
  pass_mark_attempts: z.int().min(0),
  passed: z.boolean(),
});

/** GET /circuits/{id}/result: each station, then the exam's rule applied (pass-mark.ts). */
export const circuitResultAnswerSchema = z.object({
  success: z.literal(true),
  stations: z.array(circuitStationResultSchema),
  passed: z.boolean(),
  rule: z.string(),
  total: z.number().min(0),
  needed_total: z.number().min(0).nullable(),
  stations_passed: z.int().min(0),
  stations_needed: z.int().min(0).nullable(),
});

/** GET /station/{id}/pass_mark (mock-exams/pass-mark.ts, borderlinePassMark). */
export const passMarkAnswerSchema = z.object({
  success: z.literal(true),
  pass_mark: percent,
  attempts: z.int().min(0),
  method: z.enum(['borderline_regression', 'default']),
});

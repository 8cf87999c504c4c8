// The study area's calls (docs/study.md): what the station list, a station,
// the taxonomies, favourites and saved filters look like on the wire. Server and web both use
// these; the server declares them as its response schemas.
import { z } from 'zod';
import { messages } from '../messages.ts';
import { recordId } from './id.ts';
import {
  ARTEFACT_ROLES,
  DIFFICULTIES,
  MARKING_DOMAINS,
  STATION_AREAS,
  STATION_STATUSES,
  TASK_KINDS,
  type TaskKind,
} from '../stations/station-constants.ts';
import { TIMED_PHASES } from '../stations/roles.ts';
import { EXAM_PRESET_IDS } from '../stations/exam-presets.ts';
import { TIMING_OPTIONS } from '../stations/timing.ts';
import { objectBody, pathParam, safeText } from './text.ts';

export const taxonSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /taxons: each taxonomy in the order the filter drawer shows its entries. */
export const taxonsAnswerSchema = z.object({
  levels: z.array(taxonSchema),
  difficulties: z.array(taxonSchema),
  types: z.array(taxonSchema),
  specialties: z.array(taxonSchema),
  systems: z.array(taxonSchema),
});

/** stationTaxons: each entry keeps its id and is named by the singular of its taxonomy. */
export const stationTaxonsSchema = z.object({
  levels: z.array(z.object({ id: z.number().int(), level: z.string() })),
  difficulties: z.array(z.object({ id: z.number().int(), difficulty: z.enum(DIFFICULTIES) })),
  types: z.array(z.object({ id: z.number().int(), type: z.string() })),
  specialties: z.array(z.object({ id: z.number().int(), specialty: z.string() })),
  systems: z.array(z.object({ id: z.number().int(), system: z.string() })),
});

/** Minutes per timed phase, as a station recommends them. */
const phaseMinutesSchema = z.object({
  reading: z.number().int(),
  station: z.number().int(),
  question: z.number().int(),
  feedback: z.number().int(),
});

/** A station as the list shows it to one member (GET /stations, /station/featured). */
export const stationSummarySchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  types: z.array(z.string()),
  stationTaxons: stationTaxonsSchema,
  available_to_trial: z.boolean(),
  /** The minutes the station is written for; null: the app's default (docs/content.md). */
  recommended_timing: phaseMinutesSchema.nullable(),
  /** This member's standing with the station. */
  status: z.enum(STATION_STATUSES),
  favourited: z.boolean(),
  /** This member's latest mark and their mean over all their markings, out of 100. */
  mark: z.number().nullable(),
  average: z.number().nullable(),
  /** When this member last marked it (ISO 8601). */
  latest_completion: z.string().nullable(),
});

export const stationListSchema = z.array(stationSummarySchema);

/** GET /stations/count (public): how many stations the library offers now, for the home page. */
export const stationCountSchema = z.object({ count: z.number().int().min(0) });
export type StationCount = z.infer<typeof stationCountSchema>;

const htmlContent = z.object({ content: z.string() });

/** GET /station/{code} and the preview: the station and everything its tabs show. */
export const stationDetailSchema = z.object({
  station: stationSummarySchema.extend({
    stem: htmlContent,
    stem_tasks: z.array(
      z.object({
        task: z.string(),
        station_area: z.enum(STATION_AREAS),
        /** The task's kind by the rule of thumb (null for a version 1 station). */
        kind: z.enum(TASK_KINDS as [TaskKind, ...TaskKind[]]).nullable(),
      }),
    ),
    /** 1 or 2: the station file's format (docs/content.md, 'The station file'). */
    format: z.number().int(),
    /** The examiner-facing title: the browser shows it to the examiner and patient roles. */
    diagnosis: z.string(),
    references: z.array(
      z.object({
        title: z.string(),
        publisher: z.string(),
        year: z.number().int(),
        link: z.string(),
      }),
    ),
    last_reviewed: z.string().nullable(),
    reviewed_by: z.string().nullable(),
  }),
  station_components: z.object({
    stem: htmlContent,
    patient_scenario: htmlContent,
    approach_guide: htmlContent,
    /** Null for a version 1 station. */
    examiner_brief: htmlContent.nullable(),
    artefacts: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        /** An image's address under /api (null for a document). */
        url: z.string().nullable(),
        alt: z.string().nullable(),
        /** A document's HTML (null for an image). */
        content: z.string().nullable(),
        phase: z.enum(TIMED_PHASES),
        roles: z.array(z.enum(ARTEFACT_ROLES)),
        source: z.string(),
        licence: z.string(),
      }),
    ),
    global_descriptors: z
      .object({
        clear_fail: z.string(),
        borderline: z.string(),
        pass: z.string(),
        excellent: z.string(),
      })
      .nullable(),
    marking_guides: z.array(
      z.object({
        id: z.number().int(),
        task: z.string(),
        max_marks: z.number().int(),
        domain: z.enum(MARKING_DOMAINS).nullable(),
        anchors: z.array(z.object({ marks: z.number().int(), text: z.string() })).nullable(),
        critical: z.boolean(),
        critical_reason: z.string().nullable(),
      }),
    ),
    questions: z.array(
      z.object({
        question: z.string(),
        answer: z.string(),
        /** Raised in the feedback discussion rather than asked in Question Time. */
        discussion: z.boolean(),
      }),
    ),
  }),
  /**
   * The member's own timing for this station (POST /user/save_station_timing), null when none; not
   * in the preview (docs/station-run.md, 'Timing a version 2 station').
   */
  saved_timing: phaseMinutesSchema.nullable().optional(),
  /** The member's exam preset (POST /user/save_exam_preset), null when none; not in the preview. */
  exam_preset: z.enum(EXAM_PRESET_IDS).nullable().optional(),
});

/** {code} and {number} in station paths: a station number as typed in the address bar. */
const stationNumber = pathParam(20).pipe(
  z.string().regex(/^\d{1,6}$/, { error: 'Station numbers are whole numbers.' }),
);
/** GET /station/{code}. */
export const stationNumberParams = z.object({ code: stationNumber });
/** GET /station/{code}/artefact/{file} and /preview/{code}/artefact/{file}: an image a station lists. */
export const artefactParams = z.object({
  code: stationNumber,
  file: pathParam(100).pipe(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{0,80}\.(svg|png|jpg|webp)$/, {
      error: messages.artefactNotFound,
    }),
  ),
});
/** POST /station/{number}/favourite. */
export const stationNumberOnlyParams = z.object({ number: stationNumber });

/** POST /station/{number}/favourite. */
export const favouriteSchema = objectBody(
  z.object({ favourited: z.boolean({ error: 'Please say whether to favourite the station.' }) }),
);
export const favouriteAnswerSchema = z.object({
  success: z.literal(true),
  number: z.number().int(),
  favourited: z.boolean(),
});

/** The status filter's choices: the station statuses, and 'starred' for favourites. */
export const STATUS_FILTERS = ['starred', ...STATION_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const ids = z.array(z.number().int().min(1).max(1_000_000)).max(200).default([]);

/** The filter drawer's choices (spec: Saved filters), taxon ids by taxonomy. */
export const stationFiltersSchema = z.object(
  {
    levels: ids,
    difficulties: ids,
    types: ids,
    specialties: ids,
    systems: ids,
    free_trial: z.boolean().default(false),
  },
  { error: 'Please send the filters to save.' },
);
export type StationFilters = z.output<typeof stationFiltersSchema>;
export const EMPTY_FILTERS: StationFilters = {
  levels: [],
  difficulties: [],
  types: [],
  specialties: [],
  systems: [],
  free_trial: false,
};

/** POST /user/save_filters: 'My Filter', one per member. */
export const savedFiltersShape = z.object({
  name: safeText({ max: 200 }).default(''),
  filters: stationFiltersSchema,
  completed_filters: z.array(z.enum(STATUS_FILTERS)).max(STATUS_FILTERS.length).default([]),
  hidden_station_names: z.boolean().default(false),
});
export const savedFiltersSchema = objectBody(savedFiltersShape);
export type SavedFilters = z.output<typeof savedFiltersSchema>;

const idList = z.array(z.number().int());
/** Saved filters as answered (no defaults or trimming: an answer schema only describes). */
export const savedFiltersAnswerShape = z.object({
  name: z.string(),
  filters: z.object({
    levels: idList,
    difficulties: idList,
    types: idList,
    specialties: idList,
    systems: idList,
    free_trial: z.boolean(),
  }),
  completed_filters: z.array(z.enum(STATUS_FILTERS)),
  hidden_station_names: z.boolean(),
});

export const saveFiltersAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  filters: savedFiltersAnswerShape,
});

/** {id} in the station screen's calls: the station's id (not its number). */
export const stationIdParams = z.object({
  id: pathParam(20).pipe(
    z.string().regex(/^[1-9]\d{0,8}$/, { error: 'Station ids are whole numbers.' }),
  ),
});

/** POST /station/{id}/started: the role the member studies it in. */
export const stationStartedSchema = objectBody(
  z.object({
    role: z.enum(['candidate-1', 'candidate-2', 'examiner', 'patient', 'observer'], {
      error: 'Please choose a role before continuing.',
    }),
    user_id: recordId().nullish(),
  }),
);
export const stationStartedAnswerSchema = z.object({
  success: z.literal(true),
  status: z.enum(STATION_STATUSES),
});

/** POST /station/{id}/mark's answer: the marking as recorded (the mark the server computed). */
export const markAnswerSchema = z.object({
  success: z.literal(true),
  marking: z.object({ id: z.number().int(), mark: z.number(), created: z.string() }),
  status: z.enum(STATION_STATUSES),
});

/** POST /station/{id}/status: the final status choice; 'hidden' is "Don't save stats". */
export const FINAL_STATUSES = ['attempt_again', 'complete', 'hidden'] as const;
export const stationStatusSchema = objectBody(
  z.object({ status: z.enum(FINAL_STATUSES, { error: 'Please choose a final status.' }) }),
);
export const stationStatusAnswerSchema = z.object({
  success: z.literal(true),
  status: z.enum(STATION_STATUSES),
});

/** The member's preferred timings in minutes (GET /user preferred_timing, POST /user/save_timing). */
export const preferredTimingSchema = z.object({
  reading: z.number().int(),
  station: z.number().int(),
  question: z.number().int(),
  feedback: z.number().int(),
});
export const saveTimingAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  preferred_timing: preferredTimingSchema,
});

// Timing a version 2 station (docs/station-run.md, 'Timing a version 2 station').
const optionMinutesShape = {
  reading: z.literal(TIMING_OPTIONS.reading),
  station: z.literal(TIMING_OPTIONS.station),
  question: z.literal(TIMING_OPTIONS.question),
  feedback: z.literal(TIMING_OPTIONS.feedback),
};

/** POST /user/save_station_timing: the member's minutes for one station (its id). */
export const saveStationTimingSchema = objectBody(
  z.object({ station_id: recordId(messages.stationNotFound), ...optionMinutesShape }),
);
export type SaveStationTiming = z.output<typeof saveStationTimingSchema>;

/** POST /user/clear_station_timing: forget the member's minutes for one station. */
export const clearStationTimingSchema = objectBody(
  z.object({ station_id: recordId(messages.stationNotFound) }),
);

/** The answer to both: the station's saved minutes now (null once forgotten). */
export const stationTimingAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  station_id: z.number().int(),
  saved_timing: preferredTimingSchema.nullable(),
});
export type StationTimingAnswer = z.output<typeof stationTimingAnswerSchema>;

/** POST /user/save_exam_preset: one of EXAM_PRESET_IDS, or null to clear it. */
export const saveExamPresetSchema = objectBody(
  z.object({ preset: z.enum(EXAM_PRESET_IDS).nullable() }),
);
export const examPresetAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  exam_preset: z.enum(EXAM_PRESET_IDS).nullable(),
});
export type ExamPresetAnswer = z.output<typeof examPresetAnswerSchema>;

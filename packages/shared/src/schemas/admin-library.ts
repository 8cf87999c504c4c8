// The back office's station library calls (docs/admin.md, 'The library'): bodies, queries and
// answers of /api/admin/stations*. A station travels as exactly the structure of a station file in
// content/stations/ (StationFileInput: what stationFileSchema reads, defaults filled in), so the
// console, `npm run stations:check` and the files agree on one format.
import { z } from 'zod';
import { libraryMessages } from '../admin/library-messages.ts';
import { messages } from '../messages.ts';
import { STATION_NUMBER_MAX } from '../stations/station-constants.ts';
import type { StationFileInput } from '../stations/station-file.ts';
import { hasControlCharacters, safeText } from './text.ts';

/** A station as its file holds it (content/stations/README.md). */
export type AdminStation = StationFileInput;

/** Where a revision came from: a file in content/stations/ read at start, or the console. */
export const STATION_SOURCES = ['file', 'console'] as const;
export type StationSource = (typeof STATION_SOURCES)[number];

/** The station number in a path (`/api/admin/stations/{number}`). */
export const stationNumberParams = z.object({
  number: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { error: libraryMessages.stationNotFound })
    .transform(Number)
    .refine((n) => n <= STATION_NUMBER_MAX, { error: libraryMessages.stationNotFound }),
});

export const stationRevisionParams = stationNumberParams.extend({
  revision: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { error: libraryMessages.revisionNotFound })
    .transform(Number),
});

/**
 * GET /api/admin/stations: `search` matches the number or the name (case-insensitive);
 * `retired=true` lists only retired stations, `false` only live ones, absent every station.
 */
export const stationListQuery = z.object({
  search: safeText({ max: 120 }).optional(),
  retired: z.enum(['true', 'false'], { error: messages.invalidInput }).optional(),
});

export const stationListItemSchema = z.object({
  number: z.number(),
  name: z.string(),
  retired: z.boolean(),
  /** Of its latest revision; null only for a station retired before the library kept revisions. */
  source: z.enum(STATION_SOURCES).nullable(),
  /** The latest revision's number (1, 2, ...); 0 when it has none (see `source`). */
  revision: z.number(),
  updated_at: z.string(),
  /** Username of who saved the latest revision; null for a revision read from a file. */
  updated_by: z.string().nullable(),
});
export type StationListItem = z.infer<typeof stationListItemSchema>;

export const stationListAnswer = z.object({ stations: z.array(stationListItemSchema) });
export type StationListAnswer = z.infer<typeof stationListAnswer>;

/**
 * GET /api/admin/stations/{number} (and the answer of every write on one station): the latest
 * revision's station, exactly as its file holds it, with the revision number to send back on PUT.
 */
export const stationDetailAnswer = z.object({
  station: z.custom<AdminStation>((v) => typeof v === 'object' && v !== null),
  revision: z.number(),
  source: z.enum(STATION_SOURCES),
  retired: z.boolean(),
  /** The file name in content/stations/ (also the export's name), e.g. '001-chest-pain-history.yaml'. */
  file: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type StationDetailAnswer = z.infer<typeof stationDetailAnswer>;

/**
 * The station in a body: any JSON object here; the server checks it with the station file's own
 * schema and rules, refusing with 422 and `problems` (see stationProblemsAnswer).
 */
const stationBody = z.record(z.string(), z.unknown(), { error: messages.invalidInput });

/** PUT /api/admin/stations/{number}: `revision` is the one the editor started from. */
export const stationSaveBody = z.object({
  station: stationBody,
  revision: z.int({ error: messages.invalidInput }).min(1, { error: messages.invalidInput }),
});
export type StationSaveBody = z.infer<typeof stationSaveBody>;

/** POST /api/admin/stations. */
export const stationCreateBody = z.object({ station: stationBody });
export type StationCreateBody = z.infer<typeof stationCreateBody>;

/** One problem as `npm run stations:check` prints it: `file: field: message`. */
export const stationProblemSchema = z.object({
  file: z.string(),
  field: z.string(),
  message: z.string(),
});
export type StationProblem = z.infer<typeof stationProblemSchema>;

/**
 * The 422 of PUT, POST and import when a station fails the checks: the API's error shape
 * (`message`, `errors`, `fields`) where `errors` are the problems as `file: field: message` lines,
 * `fields` maps each field path ('marking_guide.3.max_marks'; for an import '{file}: {path}') to
 * its first message, and `problems` lists them one by one.
 */
export const stationProblemsAnswer = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.string()),
  fields: z.record(z.string(), z.string()),
  problems: z.array(stationProblemSchema),
});
export type StationProblemsAnswer = z.infer<typeof stationProblemsAnswer>;

export const stationRevisionSchema = z.object({
  revision: z.number(),
  source: z.enum(STATION_SOURCES),
  created_at: z.string(),
  /** Username; null for a revision read from a file at start. */
  created_by: z.string().nullable(),
  /**
   * What changed from the revision before, as field paths ('stem', 'marking_guide.3',
   * 'patient_script.role', 'retired'); empty for the first revision.
   */
  changed: z.array(z.string()),
  /** Whether the station was retired as of this revision. */
  retired: z.boolean(),
  /** Set when this revision restored an older one. */
  restored_from: z.number().nullable(),
});
export type StationRevision = z.infer<typeof stationRevisionSchema>;

/** GET /api/admin/stations/{number}/revisions, newest first. */
export const stationRevisionsAnswer = z.object({ revisions: z.array(stationRevisionSchema) });
export type StationRevisionsAnswer = z.infer<typeof stationRevisionsAnswer>;

/** GET /api/admin/stations/{number}/revisions/{revision}: an old revision's content. */
export const stationRevisionAnswer = stationRevisionSchema.extend({
  station: z.custom<AdminStation>((v) => typeof v === 'object' && v !== null),
});
export type StationRevisionAnswer = z.infer<typeof stationRevisionAnswer>;

export const IMPORT_MAX_FILES = 100;
/** A station file's size limit; the largest file in the library is about 25 KB. */
export const IMPORT_MAX_FILE_CHARS = 200_000;
/** The whole import request's size limit (413 beyond it): upload a big library in parts. */
export const IMPORT_MAX_BYTES = 4 * 1024 * 1024;

/**
 * POST /api/admin/stations/import: one or several station files (YAML text as uploaded, with its
 * file name), checked together and saved all or nothing.
 */
export const stationImportBody = z.object({
  files: z
    .array(
      z.object({
        name: z
          .string({ error: messages.invalidInput })
          .max(120, { error: messages.invalidInput })
          .regex(/^[\w][\w.-]*\.ya?ml$/, { error: 'must be a .yaml file name' })
          .refine((v) => !hasControlCharacters(v), { error: messages.controlCharacters }),
        yaml: z
          .string({ error: messages.invalidInput })
          .min(1, { error: messages.invalidInput })
          .max(IMPORT_MAX_FILE_CHARS, { error: messages.payloadTooLarge })
          .refine((v) => !v.includes('\u0000'), { error: messages.controlCharacters }),
      }),
      { error: messages.invalidInput },
    )
    .min(1, { error: messages.invalidInput })
    .max(IMPORT_MAX_FILES, { error: messages.invalidInput }),
});
export type StationImportBody = z.infer<typeof stationImportBody>;

export const stationImportAnswer = z.object({
  stations: z.array(
    z.object({
      file: z.string(),
      number: z.number(),
      name: z.string(),
      /** added: a new station; updated: a new revision; unchanged: same as the latest. */
      outcome: z.enum(['added', 'updated', 'unchanged']),
      revision: z.number(),
    }),
  ),
});
export type StationImportAnswer = z.infer<typeof stationImportAnswer>;

// The format of a station file in content/stations/ (documented for authors in
// content/stations/README.md) and of the taxonomy file beside it. Pure: the server's loader reads
// YAML, checks it here, then renders the Markdown and sanitises it. Every problem is reported with
// the field it is in, so an author can find it without reading code.
import { z } from 'zod';
import {
  ARTEFACT_IMAGE_TYPES,
  ARTEFACT_ROLES,
  DIFFICULTIES,
  MARKING_DOMAINS,
  MAX_MARKS_PER_ITEM,
  STATION_AREAS,
  STATION_NUMBER_MAX,
  TASK_KINDS,
  TAXON_KINDS,
  UNIVERSAL_ITEMS,
  type TaskKind,
  type TaxonKind,
} from './station-constants.ts';
import type { VERSION_2_REQUIRED } from './station-file-rules.ts';
import { checkVersion2 } from './station-file-rules.ts';
import { TIMING_OPTIONS } from './timing.ts';

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
/** Markdown (HTML allowed inside, sanitised on load). */
const markdown = (max = 20_000) => text(max);
const names = z.array(text(80)).min(1, 'must name at least one');

const questionAnswer = z.strictObject({ question: text(1_000), answer: markdown(5_000) });

/** What the classmate playing the patient acts from. */
export const patientScriptSchema = z.strictObject({
  /** Who the patient is: name, age, occupation, where we are. */
  role: markdown(2_000),
  /** How to behave, and any signs to simulate. */
  acting_notes: markdown(3_000).optional(),
  opening_line: text(1_000),
  presenting_complaint: markdown(5_000),
  past_history: markdown(3_000),
  drug_history: markdown(3_000),
  family_history: markdown(2_000),
  social_history: markdown(3_000),
  ideas: markdown(2_000),
  concerns: markdown(2_000),
  expectations: markdown(2_000),
  /** Answers to what a candidate is likely to ask, beyond the history above. */
  likely_questions: z.array(questionAnswer).min(1),
});

const TIMED_PHASE_NAMES = ['reading', 'station', 'question', 'feedback'] as const;

const markingItemSchema = z
  .strictObject({
    task: markdown(2_000),
    max_marks: z.int().min(1).max(MAX_MARKS_PER_ITEM),
    domain: z.enum(MARKING_DOMAINS).optional(),
    /** What earns each number of boxes: `0: …`, `1: …`, up to max_marks. */
    anchors: z.record(z.string().regex(/^\d+$/, 'must be a number of marks'), text(500)).optional(),
    critical: z.boolean().default(false),
    critical_reason: text(500).optional(),
    universal: z.array(z.enum(UNIVERSAL_ITEMS)).optional(),
  })
  .superRefine((item, ctx) => {
    for (const key of Object.keys(item.anchors ?? {})) {
      if (Number(key) > item.max_marks) {
        ctx.addIssue({
          code: 'custom',
          path: ['anchors', key],
          message: `is more than the item's ${item.max_marks} marks`,
        });
      }
    }
    if (item.critical && !item.critical_reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['critical_reason'],
        message: 'is needed for a critical item: why missing it would harm a patient',
      });
    }
    if (!item.critical && item.critical_reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['critical'],
        message: 'must be true when critical_reason is given',
      });
    }
  });

const artefactSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and hyphens'),
    title: text(120),
    /** An image in content/stations/artefacts/. */
    file: z
      .string()
      .regex(
        new RegExp(`^[a-z0-9][a-z0-9.-]{0,80}\\.(${Object.keys(ARTEFACT_IMAGE_TYPES).join('|')})$`),
        `must be a file name in content/stations/artefacts/ ending ${Object.keys(
          ARTEFACT_IMAGE_TYPES,
        )
          .map((e) => `.${e}`)
          .join(', ')}`,
      )
      .optional(),
    /** What a screen reader says for the image: what is seen, not the diagnosis. */
    alt: text(3_000).optional(),
    /** A document instead of an image: Markdown, usually a table. */
    content: markdown(20_000).optional(),
    phase: z.enum(TIMED_PHASE_NAMES),
    roles: z.array(z.enum(ARTEFACT_ROLES)).min(1, 'must name at least one role'),
    source: text(300),
    licence: text(120),
  })
  .superRefine((artefact, ctx) => {
    if (!artefact.file === !artefact.content) {
      ctx.addIssue({
        code: 'custom',
        path: ['file'],
        message: 'give either file (an image) or content (a document), not both',
      });
    }
    if (artefact.file && !artefact.alt) {
      ctx.addIssue({ code: 'custom', path: ['alt'], message: 'is needed for an image' });
    }
  });

const isoDate = z
  .preprocess(
    (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written 'YYYY-MM-DD'"),
  )
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return true; // reported above
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'is not a real date');

const stationFileShape = z.strictObject({
  /** 2 for the current format; left out, the file is version 1 (loads with defaults). */
  format: z.literal(2).optional(),
  number: z.int().min(1).max(STATION_NUMBER_MAX),
  /** Neutral: what the candidate sees on the door and in the list. */
  name: text(120),
  /** The examiner-facing title. */
  diagnosis: text(160).optional(),
  available_to_trial: z.boolean().default(false),
  featured: z.boolean().default(false),
  /** Shown to visitors on the public preview page (no account needed). */
  preview: z.boolean().default(false),
  levels: names,
  difficulty: z.enum(DIFFICULTIES),
  types: names,
  specialties: names,
  systems: names,
  recommended_timing: z
    .strictObject({
      reading: z.literal(TIMING_OPTIONS.reading),
      station: z.literal(TIMING_OPTIONS.station.filter((m) => m >= 2)),
      question: z.literal(TIMING_OPTIONS.question),
      feedback: z.literal(TIMING_OPTIONS.feedback),
    })
    .optional(),
  /** The candidate's instructions, read at the door. */
  stem: markdown(10_000),
  stem_tasks: z
    .array(
      z.strictObject({
        // The screen shows each task's minutes from the timing the member chose, so a task that
        // names its own minutes would contradict it.
        task: text(500).refine((task) => !/\(\d+ minutes?\)|, \d+ minutes?\.?$/.test(task), {
          error: 'must not name its minutes: the screen shows them from the chosen timing',
        }),
        area: z.enum(STATION_AREAS),
        kind: z.enum(TASK_KINDS as [TaskKind, ...TaskKind[]]).optional(),
      }),
    )
    .min(1, 'must list at least one task'),
  patient_script: patientScriptSchema,
  examiner_brief: markdown().optional(),
  artefacts: z.array(artefactSchema).max(12).optional(),
  marking_guide: z.array(markingItemSchema).min(6, 'must have at least 6 items'),
  global_descriptors: z
    .strictObject({
      clear_fail: text(1_000),
      borderline: text(1_000),
      pass: text(1_000),
      excellent: text(1_000),
    })
    .optional(),
  approach_guide: markdown(),
  questions: z
    .array(questionAnswer.extend({ discussion: z.boolean().default(false) }))
    .min(1, 'must have at least one question'),
  references: z
    .array(
      z.strictObject({
        title: text(300),
        publisher: text(120),
        year: z.int().min(1950).max(2100),
        link: z.url({ protocol: /^https$/, error: "must be an 'https://' address" }),
      }),
    )
    .optional(),
  last_reviewed: isoDate.optional(),
  reviewed_by: text(200).optional(),
});

/** A file as the schema reads it, before version 2's defaults (station-file-rules.ts checks it). */
export type StationFileInput = z.output<typeof stationFileShape>;

export const stationFileSchema = stationFileShape.superRefine((station, ctx) => {
  if (station.format === 2) checkVersion2(station, ctx);
});

/** A checked station with version 2's defaults filled in for a version 1 file. */
export type StationFile = Omit<
  StationFileInput,
  (typeof VERSION_2_REQUIRED)[number] | 'artefacts' | 'format'
> & {
  format: 1 | 2;
  diagnosis: string;
  /** Null: the app's default timing. */
  recommended_timing: NonNullable<StationFileInput['recommended_timing']> | null;
  examiner_brief: string | null;
  artefacts: NonNullable<StationFileInput['artefacts']>;
  global_descriptors: NonNullable<StationFileInput['global_descriptors']> | null;
  references: NonNullable<StationFileInput['references']>;
  last_reviewed: string | null;
  reviewed_by: string | null;
};

function withDefaults(station: StationFileInput): StationFile {
  return {
    ...station,
    format: station.format ?? 1,
    diagnosis: station.diagnosis ?? station.name,
    recommended_timing: station.recommended_timing ?? null,
    examiner_brief: station.examiner_brief ?? null,
    artefacts: station.artefacts ?? [],
    global_descriptors: station.global_descriptors ?? null,
    references: station.references ?? [],
    last_reviewed: station.last_reviewed ?? null,
    reviewed_by: station.reviewed_by ?? null,
  };
}

const taxonList = z
  .array(z.strictObject({ id: z.int().min(1), name: text(80) }))
  .min(1)
  .superRefine((list, ctx) => {
    const seen = { id: new Set<number>(), name: new Set<string>() };
    list.forEach((t, i) => {
      if (seen.id.has(t.id))
        ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `id ${t.id} is used twice` });
      if (seen.name.has(t.name.toLowerCase())) {
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `'${t.name}' is listed twice` });
      }
      seen.id.add(t.id);
      seen.name.add(t.name.toLowerCase());
    });
  });

/** content/stations/taxons.yaml: each taxonomy's entries with their lasting ids. */
export const taxonFileSchema = z
  .strictObject({
    levels: taxonList,
    difficulties: taxonList,
    types: taxonList,
    specialties: taxonList,
    systems: taxonList,
  })
  .superRefine((file, ctx) => {
    const listed = file.difficulties.map((d) => d.name);
    if (listed.length !== DIFFICULTIES.length || !DIFFICULTIES.every((d) => listed.includes(d))) {
      ctx.addIssue({
        code: 'custom',
        path: ['difficulties'],
        message: `must be exactly ${DIFFICULTIES.join(', ')}`,
      });
    }
  });

export type TaxonFile = z.output<typeof taxonFileSchema>;

export interface FileProblem {
  /** Where in the file: 'marking_guide.3.max_marks'. */
  field: string;
  message: string;
}

/** The taxonomy field of a station file that names entries of each kind. */
const STATION_TAXON_FIELDS: Record<
  TaxonKind,
  'levels' | 'difficulty' | 'types' | 'specialties' | 'systems'
> = {
  levels: 'levels',
  difficulties: 'difficulty',
  types: 'types',
  specialties: 'specialties',
  systems: 'systems',
};

/**
 * Checks one station file's content against the schema and the taxonomy: either the station (with
 * version 2's defaults filled in; `input` as the schema read it, the structure the back office
 * keeps and edits), or every problem found with its field.
 */
export function checkStationFile(
  raw: unknown,
  taxons: TaxonFile,
):
  | { ok: true; station: StationFile; input: StationFileInput }
  | { ok: false; problems: FileProblem[] } {
  const parsed = stationFileSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        // An unknown key is reported at the key itself, so the author finds the line.
        field:
          [...issue.path, ...(issue.code === 'unrecognized_keys' ? issue.keys : [])].join('.') ||
          '(file)',
        message: issue.message,
      })),
    };
  }
  const station = withDefaults(parsed.data);
  const problems: FileProblem[] = [];
  for (const kind of TAXON_KINDS) {
    const field = STATION_TAXON_FIELDS[kind];
    const known = new Set(taxons[kind].map((t) => t.name));
    const value = station[field];
    const given = Array.isArray(value) ? value : [value];
    given.forEach((name, i) => {
      if (!known.has(name)) {
        problems.push({
          field: Array.isArray(value) ? `${field}.${i}` : field,
          message: `'${name}' is not one of the ${kind} in taxons.yaml`,
        });
      }
    });
    if (new Set(given).size !== given.length) {
      problems.push({ field, message: 'names the same entry twice' });
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, station, input: parsed.data };
}

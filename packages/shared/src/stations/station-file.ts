// The format of a station file in content/stations/ (documented for authors in
// content/stations/README.md) and of the taxonomy file beside it. Pure: the server's loader reads
// YAML, checks it here, then renders the Markdown and sanitises it. Every problem is reported with
// the field it is in, so an author can find it without reading code.
import { z } from 'zod';
import {
  DIFFICULTIES,
  MAX_MARKS_PER_ITEM,
  STATION_AREAS,
  STATION_NUMBER_MAX,
  TAXON_KINDS,
  type TaxonKind,
} from './station-constants.ts';

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

export const stationFileSchema = z.strictObject({
  number: z.int().min(1).max(STATION_NUMBER_MAX),
  name: text(120),
  available_to_trial: z.boolean().default(false),
  featured: z.boolean().default(false),
  /** Shown to visitors on the public preview page (no account needed). */
  preview: z.boolean().default(false),
  levels: names,
  difficulty: z.enum(DIFFICULTIES),
  types: names,
  specialties: names,
  systems: names,
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
      }),
    )
    .min(1, 'must list at least one task'),
  patient_script: patientScriptSchema,
  marking_guide: z
    .array(
      z.strictObject({
        task: markdown(2_000),
        max_marks: z.int().min(1).max(MAX_MARKS_PER_ITEM),
      }),
    )
    .min(6, 'must have at least 6 items'),
  approach_guide: markdown(),
  questions: z.array(questionAnswer).min(1, 'must have at least one question'),
});

export type StationFile = z.output<typeof stationFileSchema>;

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
 * Checks one station file's content against the schema and the taxonomy: either the station, or
 * every problem found with its field.
 */
export function checkStationFile(
  raw: unknown,
  taxons: TaxonFile,
): { ok: true; station: StationFile } | { ok: false; problems: FileProblem[] } {
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
  const station = parsed.data;
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
  return problems.length ? { ok: false, problems } : { ok: true, station };
}

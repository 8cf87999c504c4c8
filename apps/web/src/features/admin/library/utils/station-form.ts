// The station editor's form <-> the station file <-> its YAML (docs/admin.md, 'The library' →
// 'Screens'). The form holds the station file's structure as it is, except a marking item's
// anchors, which the form lists as { marks, text } rows; everything else keeps its field names, so
// a problem's path ('marking_guide.3.max_marks') names a form field (station-form-problems.ts maps
// the paths). Pure.
import YAML from 'yaml';

type Raw = Record<string, unknown>;

export interface AnchorRow {
  marks?: number | null;
  text?: string;
}

/** The form's values: the station file's fields, loosely typed while an editor types. */
export type StationFormValues = Raw;

export const isRecord = (value: unknown): value is Raw =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A station file's structure (from the server or YAML) as the form's values. Tolerant of anything. */
export function toFormValues(station: unknown): StationFormValues {
  if (!isRecord(station)) return {};
  const values: Raw = { ...station };
  if (Array.isArray(station.marking_guide)) {
    values.marking_guide = station.marking_guide.map((item: unknown) => {
      if (!isRecord(item)) return item;
      const anchors = item.anchors;
      if (!isRecord(anchors)) return { ...item };
      return {
        ...item,
        anchors: Object.entries(anchors)
          .map(([marks, text]) => ({ marks: Number(marks), text: String(text ?? '') }))
          .sort((a, b) => a.marks - b.marks),
      };
    });
  }
  return values;
}

/** Empty optional text is left out rather than sent as '' (which would read 'must not be empty'). */
function optionalText(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

function optionalNumber(value: unknown): unknown {
  return value === null || value === '' ? undefined : value;
}

function optionalList(value: unknown): unknown {
  return Array.isArray(value) && value.length === 0 ? undefined : value;
}

/** Drops the keys whose value is undefined, keeping the others in order. */
function compact(entries: [string, unknown][]): Raw {
  const out: Raw = {};
  for (const [key, value] of entries) if (value !== undefined) out[key] = value;
  return out;
}

function mapList(value: unknown, each: (item: Raw) => Raw): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item: unknown) => (isRecord(item) ? each(item) : item));
}

function anchorsOf(rows: unknown): unknown {
  if (!Array.isArray(rows)) return rows === null ? undefined : rows;
  const filled = (rows as AnchorRow[]).filter(
    (row) => row && row.marks !== null && row.marks !== undefined && row.text !== undefined,
  );
  if (filled.length === 0) return undefined;
  const out: Raw = {};
  for (const row of [...filled].sort((a, b) => Number(a.marks) - Number(b.marks))) {
    out[String(row.marks)] = row.text;
  }
  return out;
}

const KNOWN_KEYS = [
  'format',
  'number',
  'name',
  'diagnosis',
  'available_to_trial',
  'featured',
  'preview',
  'levels',
  'difficulty',
  'types',
  'specialties',
  'systems',
  'recommended_timing',
  'stem',
  'stem_tasks',
  'patient_script',
  'examiner_brief',
  'artefacts',
  'marking_guide',
  'global_descriptors',
  'approach_guide',
  'questions',
  'references',
  'last_reviewed',
  'reviewed_by',
] as const;

/**
 * The form's values as a station file's structure, in the file's field order, with empty optional
 * fields left out. Unknown keys (typed in the YAML tab) are kept so the checks can name them.
 */
export function fromFormValues(values: StationFormValues): Raw {
  const v = values;
  const script = v.patient_script;
  const timing = v.recommended_timing;
  const timingGiven =
    isRecord(timing) && Object.values(timing).some((m) => m !== null && m !== undefined);
  const known: [string, unknown][] = [
    ['format', optionalNumber(v.format)],
    ['number', optionalNumber(v.number)],
    ['name', v.name],
    ['diagnosis', optionalText(v.diagnosis)],
    ['available_to_trial', v.available_to_trial],
    ['featured', v.featured],
    ['preview', v.preview],
    ['levels', v.levels],
    ['difficulty', v.difficulty],
    ['types', v.types],
    ['specialties', v.specialties],
    ['systems', v.systems],
    [
      'recommended_timing',
      timingGiven && isRecord(timing)
        ? compact([
            ['reading', optionalNumber(timing.reading)],
            ['station', optionalNumber(timing.station)],
            ['question', optionalNumber(timing.question)],
            ['feedback', optionalNumber(timing.feedback)],
          ])
        : isRecord(timing)
          ? undefined
          : optionalNumber(timing),
    ],
    ['stem', v.stem],
    [
      'stem_tasks',
      mapList(v.stem_tasks, (t) =>
        compact([
          ['task', t.task],
          ['area', t.area],
          ['kind', optionalText(t.kind)],
          ...extraEntries(t, ['task', 'area', 'kind']),
        ]),
      ),
    ],
    [
      'patient_script',
      isRecord(script)
        ? compact([
            ['role', script.role],
            ['acting_notes', optionalText(script.acting_notes)],
            ['opening_line', script.opening_line],
            ['presenting_complaint', script.presenting_complaint],
            ['past_history', script.past_history],
            ['drug_history', script.drug_history],
            ['family_history', script.family_history],
            ['social_history', script.social_history],
            ['ideas', script.ideas],
            ['concerns', script.concerns],
            ['expectations', script.expectations],
            [
              'likely_questions',
              mapList(script.likely_questions, (q) =>
                compact([
                  ['question', q.question],
                  ['answer', q.answer],
                  ...extraEntries(q, ['question', 'answer']),
                ]),
              ),
            ],
            ...extraEntries(script, PATIENT_SCRIPT_KEYS),
          ])
        : script,
    ],
    ['examiner_brief', optionalText(v.examiner_brief)],
    [
      'artefacts',
      mapList(v.artefacts, (a) =>
        compact([
          ['id', a.id],
          ['title', a.title],
          ['file', optionalText(a.file)],
          ['alt', optionalText(a.alt)],
          ['content', optionalText(a.content)],
          ['phase', a.phase],
          ['roles', a.roles],
          ['source', a.source],
          ['licence', a.licence],
          ...extraEntries(a, ARTEFACT_KEYS),
        ]),
      ),
    ],
    [
      'marking_guide',
      mapList(v.marking_guide, (m) =>
        compact([
          ['task', m.task],
          ['max_marks', optionalNumber(m.max_marks)],
          ['domain', optionalText(m.domain)],
          ['anchors', anchorsOf(m.anchors)],
          ['critical', m.critical ?? false],
          ['critical_reason', optionalText(m.critical_reason)],
          ['universal', optionalList(m.universal)],
          ...extraEntries(m, MARKING_KEYS),
        ]),
      ),
    ],
    [
      'global_descriptors',
      isRecord(v.global_descriptors) &&
      Object.values(v.global_descriptors).some((d) => optionalText(d) !== undefined)
        ? v.global_descriptors
        : isRecord(v.global_descriptors)
          ? undefined
          : v.global_descriptors,
    ],
    ['approach_guide', v.approach_guide],
    [
      'questions',
      mapList(v.questions, (q) =>
        compact([
          ['question', q.question],
          ['answer', q.answer],
          ['discussion', q.discussion ?? false],
          ...extraEntries(q, ['question', 'answer', 'discussion']),
        ]),
      ),
    ],
    [
      'references',
      mapList(v.references, (r) =>
        compact([
          ['title', r.title],
          ['publisher', r.publisher],
          ['year', optionalNumber(r.year)],
          ['link', r.link],
          ...extraEntries(r, ['title', 'publisher', 'year', 'link']),
        ]),
      ),
    ],
    ['last_reviewed', optionalText(v.last_reviewed)],
    ['reviewed_by', optionalText(v.reviewed_by)],
  ];
  return compact([...known, ...extraEntries(v, KNOWN_KEYS)]);
}

const PATIENT_SCRIPT_KEYS = [
  'role',
  'acting_notes',
  'opening_line',
  'presenting_complaint',
  'past_history',
  'drug_history',
  'family_history',
  'social_history',
  'ideas',
  'concerns',
  'expectations',
  'likely_questions',
];
const ARTEFACT_KEYS = [
  'id',
  'title',
  'file',
  'alt',
  'content',
  'phase',
  'roles',
  'source',
  'licence',
];
const MARKING_KEYS = [
  'task',
  'max_marks',
  'domain',
  'anchors',
  'critical',
  'critical_reason',
  'universal',
];

function extraEntries(record: Raw, known: readonly string[]): [string, unknown][] {
  return Object.entries(record).filter(([key]) => !known.includes(key));
}

// ---------------------------------------------------------------------------------------------
// YAML

/** The station as its file reads: block text kept as written, no folding. */
export function stationToYaml(station: Raw): string {
  return YAML.stringify(station, { blockQuote: 'literal', lineWidth: 0 });
}

export type YamlRead = { ok: true; station: Raw } | { ok: false; message: string };

/** YAML text as a station's structure, or why it cannot be read. */
export function yamlToStation(text: string, notStation: string): YamlRead {
  let value: unknown;
  try {
    value = YAML.parse(text);
  } catch (err) {
    return { ok: false, message: (err as Error).message.split('\n')[0] ?? 'unreadable YAML' };
  }
  if (!isRecord(value)) return { ok: false, message: notStation };
  return { ok: true, station: value };
}

/** A new station's starting point: a version 2 file with its lists started. */
export function newStationTemplate(): Raw {
  return {
    format: 2,
    available_to_trial: false,
    featured: false,
    preview: false,
    stem_tasks: [{}],
    patient_script: { likely_questions: [{}] },
    marking_guide: [{}, {}, {}, {}, {}, {}],
    questions: [{}],
    references: [],
  };
}

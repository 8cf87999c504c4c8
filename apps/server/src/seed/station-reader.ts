// Reads the station library in content/stations/: taxons.yaml and one YAML file per station.
// Unlike the rest of the catalogue, one bad station file does not stop the others: each problem is
// reported with its file and field, and every good file still loads. Markdown is rendered and the
// HTML sanitised here, so nothing authored reaches the database unclean.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {
  checkStationFile,
  taxonFileSchema,
  type StationFile,
  type StationFileInput,
  type TaxonFile,
} from '@osce/shared/stations/station-file';
import { stationWarnings } from '@osce/shared/stations/station-file-rules';
import type { StationArea, TaskKind } from '@osce/shared/stations/station-constants';
import type {
  GlobalDescriptors,
  LoadedMarkingItem,
  StationArtefact,
  StationReference,
} from '@osce/shared/stations/station-content';
import type { PhaseMinutes } from '@osce/shared/stations/timing';
import { patientScriptMarkup } from '@osce/shared/stations/patient-script-html';
import { sanitizeContentHtml } from '../lib/sanitize.ts';
import { markdownToHtml } from './markdown.ts';

export interface StationProblem {
  file: string;
  field: string;
  message: string;
}

/** A station as the database keeps it: classification by taxon name, content as clean HTML. */
export interface LoadedStation {
  file: string;
  number: number;
  name: string;
  availableToTrial: boolean;
  featured: boolean;
  preview: boolean;
  levels: string[];
  difficulty: string;
  types: string[];
  specialties: string[];
  systems: string[];
  stem: string;
  stemTasks: { task: string; area: StationArea }[];
  patientScript: string;
  markingGuide: LoadedMarkingItem[];
  approachGuide: string;
  questions: { question: string; answer: string; discussion: boolean }[];
  /** Version 2 (docs/content.md, 'The station file'); a version 1 file loads with defaults. */
  format: 1 | 2;
  diagnosis: string;
  recommendedTiming: PhaseMinutes | null;
  stemTaskKinds: (TaskKind | null)[];
  /** Clean HTML, or null for a version 1 file. */
  examinerBrief: string | null;
  artefacts: StationArtefact[];
  globalDescriptors: GlobalDescriptors | null;
  references: StationReference[];
  lastReviewed: string | null;
  reviewedBy: string | null;
  /** Changes whenever anything in the file that is stored changes: unchanged files are skipped. */
  contentHash: string;
  /** The file's structure as the schema read it: what a revision keeps (docs/admin.md, 'The library'). */
  input: StationFileInput;
}

export interface StationLibrary {
  /** Null when taxons.yaml is missing or wrong: then no station can be classified, none loads. */
  taxons: TaxonFile | null;
  stations: LoadedStation[];
  problems: StationProblem[];
}

export const TAXON_FILE = 'taxons.yaml';
/** Where artefact images live, beside the station files. */
export const ARTEFACT_DIR = 'artefacts';

const html = (markdown: string) => sanitizeContentHtml(markdownToHtml(markdown));

/** YAML text as a station file's reader parses it; an error's first line is the problem. */
export function parseYamlText(
  text: string,
): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: YAML.parse(text) };
  } catch (err) {
    return { ok: false, message: (err as Error).message.split('\n')[0] ?? 'unreadable YAML' };
  }
}

function readYaml(file: string): { ok: true; value: unknown } | { ok: false; message: string } {
  return parseYamlText(fs.readFileSync(file, 'utf8'));
}

/** The patient script's sections as one HTML document (shared with the station editor's preview). */
function patientScriptHtml(script: StationFile['patient_script']): string {
  return sanitizeContentHtml(patientScriptMarkup(script));
}

/** A checked station as the database keeps it (the seeder's and the console's one way in). */
export function loadStation(
  file: string,
  station: StationFile,
  input: StationFileInput,
): LoadedStation {
  const loaded: Omit<LoadedStation, 'contentHash' | 'input'> = {
    file,
    number: station.number,
    name: station.name,
    availableToTrial: station.available_to_trial,
    featured: station.featured,
    preview: station.preview,
    levels: station.levels,
    difficulty: station.difficulty,
    types: station.types,
    specialties: station.specialties,
    systems: station.systems,
    stem: html(station.stem),
    stemTasks: station.stem_tasks.map((t) => ({ task: t.task, area: t.area })),
    patientScript: patientScriptHtml(station.patient_script),
    markingGuide: station.marking_guide.map((m) => ({
      task: html(m.task),
      maxMarks: m.max_marks,
      domain: m.domain ?? null,
      anchors: m.anchors
        ? Object.entries(m.anchors)
            .map(([marks, text]) => ({ marks: Number(marks), text }))
            .sort((a, b) => a.marks - b.marks)
        : null,
      critical: m.critical,
      criticalReason: m.critical_reason ?? null,
    })),
    approachGuide: html(station.approach_guide),
    questions: station.questions.map((q) => ({
      question: html(q.question),
      answer: html(q.answer),
      discussion: q.discussion,
    })),
    format: station.format,
    diagnosis: station.diagnosis,
    recommendedTiming: station.recommended_timing,
    stemTaskKinds: station.stem_tasks.map((t) => t.kind ?? null),
    examinerBrief: station.examiner_brief === null ? null : html(station.examiner_brief),
    artefacts: station.artefacts.map((a) => ({
      id: a.id,
      title: a.title,
      file: a.file ?? null,
      alt: a.alt ?? null,
      content: a.content === undefined ? null : html(a.content),
      phase: a.phase,
      roles: a.roles,
      source: a.source,
      licence: a.licence,
    })),
    globalDescriptors: station.global_descriptors,
    references: station.references,
    lastReviewed: station.last_reviewed,
    reviewedBy: station.reviewed_by,
  };
  const { file: _file, ...stored } = loaded;
  const contentHash = createHash('sha256').update(JSON.stringify(stored)).digest('hex');
  return { ...loaded, contentHash, input };
}

/**
 * Every check a station file gets, in one place: the schema and version 2's rules, the taxonomy,
 * and the artefact images it names (in `dir`/artefacts/). With `today` ('YYYY-MM-DD'), also what
 * `npm run stations:check` reports beyond loading (a version 1 file, a stale review): the check
 * the back office applies before saving (docs/admin.md, 'The library').
 */
export function checkStationSource(
  file: string,
  raw: unknown,
  taxons: TaxonFile,
  dir: string,
  options: { today?: string } = {},
): { ok: true; station: LoadedStation } | { ok: false; problems: StationProblem[] } {
  // PostgreSQL cannot store a NUL character in text or jsonb: name the field rather than fail.
  const nul = nulFields(raw);
  if (nul.length) {
    return {
      ok: false,
      problems: nul.map((field) => ({ file, field, message: 'must not contain a NUL character' })),
    };
  }
  const checked = checkStationFile(raw, taxons);
  if (!checked.ok) {
    return { ok: false, problems: checked.problems.map((p) => ({ file, ...p })) };
  }
  const problems: StationProblem[] = checked.station.artefacts.flatMap((a, i) =>
    a.file && !fs.existsSync(path.join(dir, ARTEFACT_DIR, a.file))
      ? [{ file, field: `artefacts.${i}.file`, message: `${ARTEFACT_DIR}/${a.file} is missing` }]
      : [],
  );
  if (options.today) {
    problems.push(...stationWarnings(checked.station, options.today).map((p) => ({ file, ...p })));
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, station: loadStation(file, checked.station, checked.input) };
}

/** The paths of every string (or key) holding a NUL character. */
function nulFields(value: unknown, at: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [at.join('.') || '(file)'] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key.includes('\u0000') ? [[...at, '(key)'].join('.')] : nulFields(v, [...at, key]),
  );
}

/** What `npm run stations:check` reports: every problem of the library, warnings included. */
export function checkStationLibrary(library: StationLibrary, today: string): StationProblem[] {
  return [
    ...library.problems,
    ...library.stations.flatMap((s) =>
      stationWarnings({ format: s.format, last_reviewed: s.lastReviewed }, today).map((p) => ({
        file: s.file,
        ...p,
      })),
    ),
  ].sort((a, b) => a.file.localeCompare(b.file));
}

/** Reads the library; never throws for a bad file, only for an unreadable folder. */
export function readStationLibrary(dir: string): StationLibrary {
  if (!fs.existsSync(dir)) return { taxons: null, stations: [], problems: [] };
  const problems: StationProblem[] = [];
  const taxonPath = path.join(dir, TAXON_FILE);
  let taxons: TaxonFile | null = null;
  if (!fs.existsSync(taxonPath)) {
    problems.push({ file: TAXON_FILE, field: '(file)', message: 'is missing' });
  } else {
    const raw = readYaml(taxonPath);
    if (!raw.ok) {
      problems.push({ file: TAXON_FILE, field: '(file)', message: raw.message });
    } else {
      const parsed = taxonFileSchema.safeParse(raw.value);
      if (parsed.success) taxons = parsed.data;
      else {
        for (const issue of parsed.error.issues) {
          problems.push({
            file: TAXON_FILE,
            field: issue.path.join('.') || '(file)',
            message: issue.message,
          });
        }
      }
    }
  }

  const files = fs
    .readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name) && name !== TAXON_FILE)
    .sort();
  const stations: LoadedStation[] = [];
  const fileOfNumber = new Map<number, string>();
  for (const name of files) {
    const raw = readYaml(path.join(dir, name));
    if (!raw.ok) {
      problems.push({ file: name, field: '(file)', message: raw.message });
      continue;
    }
    if (!taxons) continue;
    const checked = checkStationSource(name, raw.value, taxons, dir);
    if (!checked.ok) {
      problems.push(...checked.problems);
      continue;
    }
    const first = fileOfNumber.get(checked.station.number);
    if (first) {
      problems.push({
        file: name,
        field: 'number',
        message: `${checked.station.number} is already the number of ${first}`,
      });
      continue;
    }
    fileOfNumber.set(checked.station.number, name);
    stations.push(checked.station);
  }
  return { taxons, stations, problems };
}

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
  type TaxonFile,
} from '@osce/shared/stations/station-file';
import type { StationArea, TaskKind } from '@osce/shared/stations/station-constants';
import type {
  GlobalDescriptors,
  LoadedMarkingItem,
  StationArtefact,
  StationReference,
} from '@osce/shared/stations/station-content';
import type { PhaseMinutes } from '@osce/shared/stations/timing';
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

function readYaml(file: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: YAML.parse(fs.readFileSync(file, 'utf8')) };
  } catch (err) {
    return { ok: false, message: (err as Error).message.split('\n')[0] ?? 'unreadable YAML' };
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The patient script's sections as one HTML document, in the order an actor reads them. */
function patientScriptHtml(script: StationFile['patient_script']): string {
  const sections: [string, string | undefined][] = [
    ['Who you are', script.role],
    ['How to play the part', script.acting_notes],
    ['History of the presenting complaint', script.presenting_complaint],
    ['Past medical history', script.past_history],
    ['Drug history and allergies', script.drug_history],
    ['Family history', script.family_history],
    ['Social history', script.social_history],
    ['Ideas', script.ideas],
    ['Concerns', script.concerns],
    ['Expectations', script.expectations],
  ];
  const parts = [
    `<h3>Opening line</h3><blockquote><p>${escapeHtml(script.opening_line)}</p></blockquote>`,
  ];
  for (const [heading, body] of sections) {
    if (body) parts.push(`<h3>${heading}</h3>${markdownToHtml(body)}`);
  }
  parts.push(
    '<h3>If you are asked</h3><dl>' +
      script.likely_questions
        .map((qa) => `<dt>${escapeHtml(qa.question)}</dt><dd>${markdownToHtml(qa.answer)}</dd>`)
        .join('') +
      '</dl>',
  );
  return sanitizeContentHtml(parts.join(''));
}

function loadStation(file: string, station: StationFile): LoadedStation {
  const loaded: Omit<LoadedStation, 'contentHash'> = {
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
  return { ...loaded, contentHash };
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
    const checked = checkStationFile(raw.value, taxons);
    if (!checked.ok) {
      problems.push(...checked.problems.map((p) => ({ file: name, ...p })));
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
    const missing = checked.station.artefacts.flatMap((a, i) =>
      a.file && !fs.existsSync(path.join(dir, ARTEFACT_DIR, a.file))
        ? [
            {
              file: name,
              field: `artefacts.${i}.file`,
              message: `${ARTEFACT_DIR}/${a.file} is missing`,
            },
          ]
        : [],
    );
    if (missing.length) {
      problems.push(...missing);
      continue;
    }
    fileOfNumber.set(checked.station.number, name);
    stations.push(loadStation(name, checked.station));
  }
  return { taxons, stations, problems };
}

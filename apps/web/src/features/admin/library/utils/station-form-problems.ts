// The station editor's problems (docs/admin.md, 'The library' → 'Screens', 'Checks and problems'):
// the station file schema's checks run in the browser, the server's 422 read as problems, and each
// problem's path mapped to the form field and the tab that hold it. Pure.
import type { FileProblem, StationFileInput } from '@osce/shared/stations/station-file';
import { stationFileSchema } from '@osce/shared/stations/station-file';
import { isRecord, type AnchorRow, type StationFormValues } from './station-form';

type Raw = Record<string, unknown>;

/**
 * The station file schema's checks, run in the browser before a save (the server runs them again
 * with the taxonomy): the problems in the `field: message` form of `npm run stations:check`.
 */
export function checkStation(
  station: Raw,
): { ok: true; station: StationFileInput } | { ok: false; problems: FileProblem[] } {
  const parsed = stationFileSchema.safeParse(station);
  if (parsed.success) return { ok: true, station: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      field:
        [...issue.path, ...(issue.code === 'unrecognized_keys' ? issue.keys : [])].join('.') ||
        '(file)',
      message: issue.message,
    })),
  };
}

/**
 * The form field a problem's path names, or null when no single field holds it (a list as a whole,
 * an unknown key): those are shown in the problems list only. Anchors are keyed by their marks in
 * the file and listed in the form, so 'marking_guide.3.anchors.2' is the row whose marks are 2.
 */
export function fieldNameOf(field: string, values: StationFormValues): (string | number)[] | null {
  if (!field || field === '(file)') return null;
  const parts: (string | number)[] = field
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const [top] = parts;
  // A taxonomy entry ('levels.1') is one value of a multiple select: the select holds the error.
  if (['levels', 'types', 'specialties', 'systems'].includes(String(top))) return [top!];
  const anchorsAt = parts.indexOf('anchors');
  if (parts[0] === 'marking_guide' && anchorsAt === 2 && parts.length === 4) {
    const item = (values.marking_guide as Raw[] | undefined)?.[Number(parts[1])];
    const rows = (item?.anchors as AnchorRow[] | undefined) ?? [];
    const row = rows.findIndex((r) => Number(r?.marks) === Number(parts[3]));
    return row >= 0 ? ['marking_guide', parts[1]!, 'anchors', row, 'text'] : null;
  }
  // 'artefacts.0.roles.1', 'marking_guide.2.universal.0': the multiple select.
  if (typeof parts[parts.length - 1] === 'number' && parts.length >= 3) {
    const parent = parts[parts.length - 2];
    if (parent === 'roles' || parent === 'universal') return parts.slice(0, -1);
  }
  // A whole list ('marking_guide', 'stem_tasks', 'questions'): no single field.
  if (parts.length === 1 && Array.isArray(values[String(top)])) return null;
  if (parts.length === 2 && parts[0] === 'marking_guide' && parts[1] === 'anchors') return null;
  return parts;
}

/** Which tab of the editor a problem's field is on. */
export type EditorTab =
  'station' | 'stem' | 'patient' | 'examiner' | 'marking' | 'questions' | 'extras' | 'yaml';

const TAB_OF_FIELD: Record<string, EditorTab> = {
  stem: 'stem',
  stem_tasks: 'stem',
  patient_script: 'patient',
  examiner_brief: 'examiner',
  global_descriptors: 'examiner',
  marking_guide: 'marking',
  approach_guide: 'questions',
  questions: 'questions',
  artefacts: 'extras',
  references: 'extras',
};

export function tabOfField(field: string): EditorTab {
  const top = field.split('.')[0] ?? '';
  return TAB_OF_FIELD[top] ?? 'station';
}

/**
 * The server's refusal as problems: its `problems` list when it sends one, else `fields` by path,
 * else `errors` as 'file: field: message' lines.
 */
export function problemsFromAnswer(
  fields: Record<string, string>,
  errors: string[],
  body?: unknown,
): FileProblem[] {
  const listed = isRecord(body) && Array.isArray(body.problems) ? body.problems : null;
  if (listed?.length) {
    return listed.filter(isRecord).map((p) => ({
      field: String(p.field ?? '(file)'),
      message: String(p.message ?? ''),
    }));
  }
  const entries = Object.entries(fields);
  if (entries.length) return entries.map(([field, message]) => ({ field, message }));
  return errors.map((line) => {
    // 'station-003.yaml: marking_guide.3.max_marks: must be ...' or 'field: message'.
    const parts = line.split(': ');
    if (parts.length >= 3) return { field: parts[1]!, message: parts.slice(2).join(': ') };
    if (parts.length === 2 && /^[\w.]+$/.test(parts[0]!)) {
      return { field: parts[0]!, message: parts[1]! };
    }
    return { field: '(file)', message: line };
  });
}

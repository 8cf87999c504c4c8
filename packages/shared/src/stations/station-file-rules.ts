// Version 2's rules across the fields of a station file (content/stations/README.md, 'Version 2';
// docs/content.md, 'Checking the library'): what a version 2 file must have, the timing rule of
// thumb, the universal items by type, and what stations:check reports beyond loading.
import type { z } from 'zod';
import {
  MAX_QUESTION_TIME_QUESTIONS,
  MINUTES_PER_QUESTION,
  REVIEW_MAX_AGE_YEARS,
  TASK_KIND_MINUTES,
  UNIVERSAL_ITEMS,
  UNIVERSAL_ITEMS_BY_TYPE,
} from './station-constants.ts';
import type { FileProblem, StationFile, StationFileInput } from './station-file.ts';

/** The fields a version-2 file must have (version 1 files load without them). */
export const VERSION_2_REQUIRED = [
  'diagnosis',
  'recommended_timing',
  'examiner_brief',
  'global_descriptors',
  'references',
  'last_reviewed',
  'reviewed_by',
] as const satisfies readonly (keyof StationFileInput)[];

/** The minutes each phase's tasks take by the rule of thumb (content/stations/README.md). */
export function taskLoad(
  station: Pick<StationFileInput, 'stem_tasks' | 'questions'>,
): Record<'reading' | 'station' | 'question' | 'feedback' | 'station/questions', number> {
  const load = { reading: 0, station: 0, question: 0, feedback: 0, 'station/questions': 0 };
  for (const task of station.stem_tasks) load[task.area] += TASK_KIND_MINUTES[task.kind ?? 'read'];
  load.question += station.questions.filter((q) => !q.discussion).length * MINUTES_PER_QUESTION;
  return load;
}

/** Version 2's rules across fields: requiredness, timing fit, universal items, one question set. */
export function checkVersion2(station: StationFileInput, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  for (const field of VERSION_2_REQUIRED) {
    if (station[field] === undefined) issue([field], 'is required in version 2');
  }
  station.stem_tasks.forEach((task, i) => {
    if (!task.kind) issue(['stem_tasks', i, 'kind'], 'is required in version 2');
  });
  station.marking_guide.forEach((item, i) => {
    if (!item.domain) issue(['marking_guide', i, 'domain'], 'is required in version 2');
    if ((item.max_marks >= 2 || item.critical) && !item.anchors) {
      issue(
        ['marking_guide', i, 'anchors'],
        'are required in version 2 on an item worth 2 or more and on a critical item',
      );
    }
  });
  const asked = station.questions.filter((q) => !q.discussion).length;
  if (asked > MAX_QUESTION_TIME_QUESTIONS) {
    issue(
      ['questions'],
      `asks ${asked} questions in Question Time; at most ${MAX_QUESTION_TIME_QUESTIONS}, mark the others discussion: true`,
    );
  }
  const timing = station.recommended_timing;
  if (timing) {
    const load = taskLoad(station);
    const over = (phase: string, needed: number, given: number) =>
      issue(
        ['recommended_timing', phase],
        `${given} minutes do not fit the tasks, which take about ${needed} by the rule of thumb`,
      );
    for (const phase of ['reading', 'station', 'question'] as const) {
      if (load[phase] > timing[phase]) over(phase, load[phase], timing[phase]);
    }
    const both = load.station + load.question + load['station/questions'];
    if (load['station/questions'] > 0 && both > timing.station + timing.question) {
      over('station', both, timing.station + timing.question);
    }
  }
  const covered = new Set(station.marking_guide.flatMap((item) => item.universal ?? []));
  const needed = new Set(station.types.flatMap((type) => UNIVERSAL_ITEMS_BY_TYPE[type] ?? []));
  for (const item of UNIVERSAL_ITEMS) {
    if (needed.has(item) && !covered.has(item)) {
      issue(
        ['marking_guide'],
        `has no item tagged universal: [${item}], which a ${station.types.join(' / ')} station needs`,
      );
    }
  }
  const ids = new Set<string>();
  station.artefacts?.forEach((artefact, i) => {
    if (ids.has(artefact.id)) issue(['artefacts', i, 'id'], `'${artefact.id}' is used twice`);
    ids.add(artefact.id);
  });
}

/**
 * What stations:check reports beyond loading: a version 1 file, and a clinical review older than
 * REVIEW_MAX_AGE_YEARS on `today` ('YYYY-MM-DD'). The app still loads such a station.
 */
export function stationWarnings(
  station: Pick<StationFile, 'format' | 'last_reviewed'>,
  today: string,
): FileProblem[] {
  if (station.format === 1) {
    return [{ field: 'format', message: 'is version 1: bring the file to version 2' }];
  }
  const reviewed = station.last_reviewed;
  if (!reviewed) return [];
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const limit = `${String(year - REVIEW_MAX_AGE_YEARS).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const problems: FileProblem[] = [];
  if (reviewed < limit) {
    problems.push({
      field: 'last_reviewed',
      message: `${reviewed} is more than ${REVIEW_MAX_AGE_YEARS} years ago: check the medicine again`,
    });
  }
  if (reviewed > today) {
    problems.push({ field: 'last_reviewed', message: `${reviewed} is in the future` });
  }
  return problems;
}

import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { checkStationFile, taxonFileSchema, type TaxonFile } from './station-file.ts';
import { stationWarnings, taskLoad } from './station-file-rules.ts';

// The real library files: the example station every author copies, and the taxonomy beside it.
// This package is type-checked without Node's types (it runs in the browser too), so the files are
// read as text through Vite's `?raw` import rather than node:fs; a specifier held in a variable
// keeps tsc from looking for a module declaration.
const contentDir = '../../../../content/stations/';
async function readText(name: string): Promise<string> {
  const specifier = `${contentDir}${name}?raw`;
  const loaded = (await import(/* @vite-ignore */ specifier)) as { default: string };
  return loaded.default;
}
// A frozen copy of 001-chest-pain-history.yaml at version 2, so library edits do not move the tests.
const stationText = await readText('../../packages/shared/src/stations/fixtures/station-v2.yaml');
const taxonText = await readText('taxons.yaml');

const taxons: TaxonFile = taxonFileSchema.parse(YAML.parse(taxonText));

type Raw = Record<string, unknown>;
/** A fresh, deep copy of 001-chest-pain-history.yaml as the loader reads it. */
const goodStation = (): Raw => YAML.parse(stationText) as Raw;

/** The station file with one change made by `edit`, checked. */
function checkEdited(edit: (station: Raw) => void) {
  const station = goodStation();
  edit(station);
  return checkStationFile(station, taxons);
}

/** The fields of the problems a check reports (empty when the file passes). */
function problemFields(result: ReturnType<typeof checkStationFile>): string[] {
  return result.ok ? [] : result.problems.map((p) => p.field);
}

function problemAt(result: ReturnType<typeof checkStationFile>, field: string) {
  expect(result.ok, 'the file should have been refused').toBe(false);
  const problem = result.ok ? undefined : result.problems.find((p) => p.field === field);
  expect(problem, `a problem at ${field}; got ${problemFields(result).join(', ')}`).toBeDefined();
  return problem!;
}

const markingGuide = (station: Raw) => station.marking_guide as Raw[];

/** The fields version 2 added: removed, the file is a version 1 file (the schema's basics). */
const VERSION_2_FIELDS = [
  'format',
  'diagnosis',
  'recommended_timing',
  'examiner_brief',
  'artefacts',
  'global_descriptors',
  'references',
  'last_reviewed',
  'reviewed_by',
];
function asVersion1(station: Raw): void {
  for (const field of VERSION_2_FIELDS) delete station[field];
  for (const task of station.stem_tasks as Raw[]) delete task.kind;
  for (const question of station.questions as Raw[]) delete question.discussion;
  for (const item of markingGuide(station)) {
    for (const field of ['domain', 'anchors', 'critical', 'critical_reason', 'universal']) {
      delete item[field];
    }
  }
}

describe('checkStationFile', () => {
  it('passes the real example station, 001-chest-pain-history.yaml', () => {
    const result = checkStationFile(goodStation(), taxons);
    expect(problemFields(result)).toEqual([]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.station.number).toBe(1);
    expect(result.station.name).toBe('Chest pain — emergency department');
    expect(result.station.difficulty).toBe('Intermediate');
    expect(result.station.specialties).toEqual(['Cardiology', 'Emergency Medicine']);
    expect(result.station.available_to_trial).toBe(true);
  });

  it('treats the optional flags as off when they are left out', () => {
    const result = checkEdited((s) => {
      delete s.available_to_trial;
      delete s.featured;
      delete s.preview;
      delete (s.patient_script as Raw).acting_notes;
    });
    expect(problemFields(result)).toEqual([]);
    if (!result.ok) return;
    expect(result.station.available_to_trial).toBe(false);
    expect(result.station.featured).toBe(false);
    expect(result.station.preview).toBe(false);
  });

  it('reports a missing name at name', () => {
    const result = checkEdited((s) => delete s.name);
    expect(problemFields(result)).toEqual(['name']);
  });

  it('reports a task that names its own minutes, which the chosen timing would contradict', () => {
    for (const task of ['Take a history (8 minutes).', 'Refer the patient, 4 minutes.']) {
      const result = checkEdited((s) => ((s.stem_tasks as Raw[])[0]!.task = task));
      expect(problemFields(result), task).toEqual(['stem_tasks.0.task']);
    }
    // Minutes inside the clinical content are not a task's timing.
    const result = checkEdited(
      (s) => ((s.stem_tasks as Raw[])[0]!.task = 'Repeat adrenaline after 5 minutes if needed.'),
    );
    expect(problemFields(result)).toEqual([]);
  });

  it('reports a difficulty that is not Easy, Intermediate or Advanced at difficulty', () => {
    for (const wrong of ['Hard', 'intermediate', '', 2]) {
      const result = checkEdited((s) => (s.difficulty = wrong));
      expect(problemFields(result), String(wrong)).toEqual(['difficulty']);
    }
  });

  it('reports a specialty missing from taxons.yaml at its place in the list', () => {
    const result = checkEdited((s) => (s.specialties = ['Astrology', 'Emergency Medicine']));
    expect(problemFields(result)).toEqual(['specialties.0']);
    expect(problemAt(result, 'specialties.0').message).toContain('Astrology');

    const second = checkEdited((s) => (s.specialties = ['Cardiology', 'cardiology']));
    expect(problemFields(second)).toEqual(['specialties.1']);
  });

  it('reports unknown names in the other taxonomies too, each at its own field', () => {
    const result = checkEdited((s) => {
      s.levels = ['Finals', 'Consultant'];
      s.types = ['Interpretive Dance'];
      s.systems = ['Cardiovascular', 'Soul'];
    });
    expect(problemFields(result)).toEqual(['levels.1', 'types.0', 'systems.1']);
  });

  it('reports a taxon named twice at the list', () => {
    const result = checkEdited((s) => (s.specialties = ['Cardiology', 'Cardiology']));
    expect(problemFields(result)).toEqual(['specialties']);
    expect(problemAt(result, 'specialties').message).toBe('names the same entry twice');
  });

  it('reports an empty taxonomy list at the list', () => {
    const result = checkEdited((s) => (s.systems = []));
    expect(problemFields(result)).toEqual(['systems']);
  });

  it('reports a marking guide of fewer than 6 items at marking_guide', () => {
    const result = checkEdited((s) => {
      asVersion1(s);
      s.marking_guide = markingGuide(s).slice(0, 5);
    });
    expect(problemFields(result)).toEqual(['marking_guide']);
    expect(problemAt(result, 'marking_guide').message).toBe('must have at least 6 items');
  });

  it('accepts a marking guide of exactly 6 items', () => {
    const result = checkEdited((s) => {
      asVersion1(s);
      s.marking_guide = markingGuide(s).slice(0, 6);
    });
    expect(problemFields(result)).toEqual([]);
  });

  it('reports max_marks of 0 or 11 at the item, as marking_guide.2.max_marks', () => {
    for (const wrong of [0, 11, 2.5, '2']) {
      const result = checkEdited((s) => {
        asVersion1(s);
        markingGuide(s)[2]!.max_marks = wrong;
      });
      expect(problemFields(result), String(wrong)).toEqual(['marking_guide.2.max_marks']);
    }
  });

  it('accepts max_marks from 1 to 10', () => {
    for (const marks of [1, 10]) {
      const result = checkEdited((s) => {
        asVersion1(s);
        markingGuide(s)[2]!.max_marks = marks;
      });
      expect(problemFields(result), String(marks)).toEqual([]);
    }
  });

  it('refuses a field the format does not know, and names it', () => {
    const result = checkEdited((s) => (s.difficulty_level = 'Easy'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]!.field).toBe('difficulty_level');
    expect(result.problems[0]!.message).toContain('difficulty_level');
  });

  it('refuses an unknown field inside the patient script, naming it', () => {
    const result = checkEdited((s) => ((s.patient_script as Raw).hobbies = 'Fishing'));
    expect(problemFields(result)).toEqual(['patient_script.hobbies']);
    expect(problemAt(result, 'patient_script.hobbies').message).toContain('hobbies');
  });

  it('reports a stem task area not in the list at stem_tasks.N.area', () => {
    const result = checkEdited((s) => ((s.stem_tasks as Raw[])[1]!.area = 'history'));
    expect(problemFields(result)).toEqual(['stem_tasks.1.area']);
  });

  it('accepts every area the spec lists: reading, station, question, feedback, station/questions', () => {
    for (const area of ['reading', 'station', 'question', 'feedback', 'station/questions']) {
      const result = checkEdited((s) => {
        asVersion1(s);
        (s.stem_tasks as Raw[])[0]!.area = area;
      });
      expect(problemFields(result), area).toEqual([]);
    }
  });

  it('reports an empty or blank stem at stem', () => {
    for (const empty of ['', '   \n  ']) {
      const result = checkEdited((s) => (s.stem = empty));
      expect(problemFields(result), JSON.stringify(empty)).toEqual(['stem']);
      expect(problemAt(result, 'stem').message).toBe('must not be empty');
    }
  });

  it('reports an empty patient script section at its field', () => {
    const result = checkEdited((s) => ((s.patient_script as Raw).concerns = ''));
    expect(problemFields(result)).toEqual(['patient_script.concerns']);
  });

  it('reports a missing answer to a question at questions.N.answer', () => {
    const result = checkEdited((s) => delete (s.questions as Raw[])[3]!.answer);
    expect(problemFields(result)).toEqual(['questions.3.answer']);
  });

  it('reports a station number that is not a positive whole number at number', () => {
    for (const wrong of [0, -1, 1.5, '1']) {
      const result = checkEdited((s) => (s.number = wrong));
      expect(problemFields(result), String(wrong)).toEqual(['number']);
    }
  });

  it('reports every schema mistake at once, so an author fixes them in one go', () => {
    const result = checkEdited((s) => {
      delete s.name;
      s.difficulty = 'Hard';
      s.stem = '';
      markingGuide(s)[2]!.max_marks = 11;
    });
    expect(problemFields(result).sort()).toEqual(
      ['difficulty', 'marking_guide.2.max_marks', 'name', 'stem'].sort(),
    );
  });

  it('reports every taxonomy mistake at once', () => {
    const result = checkEdited((s) => {
      s.specialties = ['Astrology', 'Astrology'];
      s.levels = ['Finals', 'Finals'];
    });
    expect(problemFields(result).sort()).toEqual(
      ['levels', 'specialties', 'specialties.0', 'specialties.1'].sort(),
    );
  });

  it('refuses something that is not a station file at all, at (file)', () => {
    for (const raw of [null, 'just text', [1, 2, 3]]) {
      expect(problemFields(checkStationFile(raw, taxons)), JSON.stringify(raw)).toEqual(['(file)']);
    }
  });
});

describe('taxonFileSchema', () => {
  const goodTaxons = (): Record<string, { id: number; name: string }[]> =>
    YAML.parse(taxonText) as Record<string, { id: number; name: string }[]>;

  const issuesOf = (raw: unknown) => {
    const result = taxonFileSchema.safeParse(raw);
    return result.success
      ? []
      : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  };

  it('passes the real taxons.yaml', () => {
    expect(issuesOf(goodTaxons())).toEqual([]);
    expect(taxons.difficulties.map((d) => d.name)).toEqual(['Easy', 'Intermediate', 'Advanced']);
  });

  it('refuses an id used twice in one taxonomy', () => {
    const file = goodTaxons();
    file.specialties!.push({ id: 3, name: 'Sports Medicine' });
    const last = file.specialties!.length - 1;
    expect(issuesOf(file)).toEqual([
      { path: `specialties.${last}.id`, message: 'id 3 is used twice' },
    ]);
  });

  it('allows the same id in different taxonomies', () => {
    // Every taxonomy in the real file starts at id 1.
    expect(goodTaxons().levels![0]!.id).toBe(goodTaxons().types![0]!.id);
    expect(issuesOf(goodTaxons())).toEqual([]);
  });

  it('refuses a name listed twice in one taxonomy, whatever its case', () => {
    const file = goodTaxons();
    file.systems!.push({ id: 99, name: 'Respiratory' });
    file.types!.push({ id: 99, name: 'history taking' });
    expect(issuesOf(file).map((i) => i.path)).toEqual([
      `types.${file.types!.length - 1}.name`,
      `systems.${file.systems!.length - 1}.name`,
    ]);
  });

  it('refuses a difficulties list other than exactly Easy, Intermediate and Advanced', () => {
    const wrongLists = [
      ['Easy', 'Intermediate'],
      ['Easy', 'Intermediate', 'Advanced', 'Expert'],
      ['Easy', 'Intermediate', 'Hard'],
      ['easy', 'intermediate', 'advanced'],
      ['Easy', 'Easy', 'Advanced'],
    ];
    for (const names of wrongLists) {
      const file = goodTaxons();
      file.difficulties = names.map((name, i) => ({ id: i + 1, name }));
      expect(
        issuesOf(file).map((i) => i.path),
        names.join(', '),
      ).toContain('difficulties');
    }
  });

  it('refuses a missing taxonomy, an empty one, and one it does not know', () => {
    const missing = goodTaxons();
    delete missing.systems;
    expect(issuesOf(missing).map((i) => i.path)).toContain('systems');

    const empty = goodTaxons();
    empty.levels = [];
    expect(issuesOf(empty).map((i) => i.path)).toContain('levels');

    const unknown = { ...goodTaxons(), colours: [{ id: 1, name: 'Red' }] };
    expect(
      issuesOf(unknown)
        .map((i) => i.message)
        .join(' '),
    ).toContain('colours');
  });
});

describe('checkStationFile, version 2', () => {
  it('loads a version 1 file with defaults: its name as diagnosis, the default timing, no brief', () => {
    const result = checkEdited(asVersion1);
    expect(problemFields(result)).toEqual([]);
    if (!result.ok) return;
    expect(result.station.format).toBe(1);
    expect(result.station.diagnosis).toBe(result.station.name);
    expect(result.station.recommended_timing).toBeNull();
    expect(result.station.examiner_brief).toBeNull();
    expect(result.station.artefacts).toEqual([]);
    expect(result.station.references).toEqual([]);
    expect(stationWarnings(result.station, '2026-11-25')).toEqual([
      { field: 'format', message: 'is version 1: bring the file to version 2' },
    ]);
  });

  it('reads the version 2 fields of the example: diagnosis, timing, domains, anchors, references', () => {
    const result = checkEdited(() => {});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const station = result.station;
    expect(station.format).toBe(2);
    expect(station.diagnosis).toMatch(/acute coronary syndrome/i);
    expect(station.recommended_timing).toEqual({
      reading: 1,
      station: 7,
      question: 3,
      feedback: 5,
    });
    expect(station.marking_guide.every((item) => item.domain)).toBe(true);
    expect(station.references.length).toBeGreaterThan(0);
    expect(stationWarnings(station, '2026-11-25')).toEqual([]);
  });

  it.each([
    'diagnosis',
    'recommended_timing',
    'examiner_brief',
    'global_descriptors',
    'references',
    'last_reviewed',
    'reviewed_by',
  ])('refuses a version 2 file without %s, at that field', (field) => {
    const result = checkEdited((s) => delete s[field]);
    expect(problemFields(result)).toEqual([field]);
    expect(problemAt(result, field).message).toBe('is required in version 2');
  });

  it('refuses a stem task without a kind and a marking item without a domain', () => {
    const result = checkEdited((s) => {
      delete (s.stem_tasks as Raw[])[0]!.kind;
      delete markingGuide(s)[3]!.domain;
    });
    expect(problemFields(result)).toEqual(['stem_tasks.0.kind', 'marking_guide.3.domain']);
  });

  it('refuses a station phase too short for its tasks by the rule of thumb', () => {
    // A history (5) and an examination (6) do not fit 8 minutes.
    const result = checkEdited((s) => {
      (s.stem_tasks as Raw[]).push({
        task: 'Examine the chest.',
        area: 'station',
        kind: 'examination',
      });
      (s.recommended_timing as Raw).station = 8;
    });
    expect(problemFields(result)).toEqual(['recommended_timing.station']);
    expect(problemAt(result, 'recommended_timing.station').message).toBe(
      '8 minutes do not fit the tasks, which take about 11 by the rule of thumb',
    );
  });

  it('counts a minute of Question Time per question asked in it, not for discussion ones', () => {
    const tasks = [{ task: 'Answer questions.', area: 'question', kind: 'questions' } as const];
    const q = (discussion: boolean) => ({ question: 'Q', answer: 'A', discussion });
    expect(taskLoad({ stem_tasks: tasks, questions: [q(false), q(false), q(true)] }).question).toBe(
      2,
    );
    const result = checkEdited((s) => ((s.recommended_timing as Raw).question = 1));
    expect(problemFields(result)).toEqual(['recommended_timing.question']);
  });

  it('refuses more than two questions in Question Time, naming discussion: true', () => {
    const result = checkEdited((s) => {
      for (const question of s.questions as Raw[]) question.discussion = false;
      (s.questions as Raw[]).push({ question: 'One more?', answer: 'Yes.' });
    });
    expect(problemFields(result)).toContain('questions');
    expect(problemAt(result, 'questions').message).toMatch(
      /at most 2, mark the others discussion: true/,
    );
  });

  it('refuses a marking guide without the universal items its types need, naming each', () => {
    const result = checkEdited((s) => {
      s.types = ['History Taking', 'Examination'];
    });
    // The example is a history: it has no hand hygiene or chaperone item for an examination.
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const messages = result.problems
      .filter((p) => p.field === 'marking_guide')
      .map((p) => p.message);
    expect(messages).toEqual([
      'has no item tagged universal: [hand_hygiene], which a History Taking / Examination station needs',
      'has no item tagged universal: [chaperone], which a History Taking / Examination station needs',
    ]);
  });

  it('refuses a critical item without its reason, and a reason on an item not marked critical', () => {
    const result = checkEdited((s) => {
      Object.assign(markingGuide(s)[2]!, { critical: true, anchors: { 0: 'No', 1: 'Yes' } });
      delete markingGuide(s)[2]!.critical_reason;
      Object.assign(markingGuide(s)[4]!, { critical: false, critical_reason: 'Because.' });
    });
    expect(problemFields(result)).toEqual([
      'marking_guide.2.critical_reason',
      'marking_guide.4.critical',
    ]);
  });

  it("refuses anchors beyond the item's marks, and an item worth 2 or more without anchors", () => {
    const result = checkEdited((s) => {
      const item = markingGuide(s).find((i) => (i.max_marks as number) >= 2)!;
      item.anchors = { 0: 'None', 5: 'Too many' };
      const other = markingGuide(s).filter((i) => (i.max_marks as number) >= 2)[1]!;
      delete other.anchors;
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^is more than the item's \d marks$/),
        'are required in version 2 on an item worth 2 or more and on a critical item',
      ]),
    );
  });

  it('refuses an artefact with both a file and content, an image without alt text, a repeated id', () => {
    const artefact = (extra: Raw) => ({
      id: 'ecg',
      title: 'ECG',
      phase: 'reading',
      roles: ['candidate', 'examiner'],
      source: 'Drawn for OSCE Studio',
      licence: 'CC BY 4.0, OSCE Studio',
      ...extra,
    });
    const result = checkEdited((s) => {
      s.artefacts = [
        artefact({ file: 'x-ecg.svg', alt: 'A tracing', content: 'Both' }),
        artefact({ file: 'x-ecg.svg' }),
        artefact({ id: 'bloods', content: '| a | b |' }),
      ];
    });
    expect(problemFields(result)).toEqual([
      'artefacts.0.file',
      'artefacts.1.alt',
      'artefacts.1.id',
    ]);
  });

  it('refuses an artefact image of another type or outside the folder', () => {
    for (const file of ['../secret.svg', 'ecg.gif', 'a/b.png']) {
      const result = checkEdited((s) => {
        s.artefacts = [
          {
            id: 'a',
            title: 'A',
            file,
            alt: 'A',
            phase: 'station',
            roles: ['candidate'],
            source: 'S',
            licence: 'L',
          },
        ];
      });
      expect(problemFields(result), file).toEqual(['artefacts.0.file']);
    }
  });

  it('refuses a reference without an https link, and a review date that is not a date', () => {
    const result = checkEdited((s) => {
      (s.references as Raw[])[0]!.link = 'http://www.nice.org.uk/guidance/ng185';
      s.last_reviewed = '25/11/2026';
    });
    expect(problemFields(result)).toEqual(['references.0.link', 'last_reviewed']);
    const impossible = checkEdited((s) => (s.last_reviewed = '2026-02-30'));
    expect(problemAt(impossible, 'last_reviewed').message).toBe('is not a real date');
  });

  it('warns of a review more than three years old or in the future, not of one just inside', () => {
    const warn = (reviewed: string) =>
      stationWarnings({ format: 2, last_reviewed: reviewed }, '2026-11-25').map((p) => p.message);
    expect(warn('2023-11-25')).toEqual([]);
    expect(warn('2023-11-24')).toEqual([
      '2023-11-24 is more than 3 years ago: check the medicine again',
    ]);
    expect(warn('2026-11-26')).toEqual(['2026-11-26 is in the future']);
  });
});

import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { stationFileSchema } from '@osce/shared/stations/station-file';
import fixtureText from '../../../../../../../packages/shared/src/stations/fixtures/station-v2.yaml?raw';
import { toFormValues } from './station-form';
import { checkStation, fieldNameOf, problemsFromAnswer, tabOfField } from './station-form-problems';

type Raw = Record<string, unknown>;
/** The example station as the server keeps it: the schema's reading of the file. */
const canonical = () => stationFileSchema.parse(YAML.parse(fixtureText)) as unknown as Raw;

describe('problems at their fields', () => {
  it('names the form field of a problem path', () => {
    const values = toFormValues(canonical());
    expect(fieldNameOf('marking_guide.3.max_marks', values)).toEqual([
      'marking_guide',
      3,
      'max_marks',
    ]);
    expect(fieldNameOf('patient_script.likely_questions.1.answer', values)).toEqual([
      'patient_script',
      'likely_questions',
      1,
      'answer',
    ]);
    expect(fieldNameOf('levels.1', values)).toEqual(['levels']);
    expect(fieldNameOf('marking_guide', values)).toBeNull();
    expect(fieldNameOf('(file)', values)).toBeNull();
  });

  it('finds an anchor by its marks', () => {
    const values = toFormValues(canonical());
    const index = (values.marking_guide as Raw[]).findIndex((m) => Array.isArray(m.anchors));
    const rows = (values.marking_guide as Raw[])[index]!.anchors as { marks: number }[];
    const last = rows[rows.length - 1]!;
    expect(fieldNameOf(`marking_guide.${index}.anchors.${last.marks}`, values)).toEqual([
      'marking_guide',
      index,
      'anchors',
      rows.length - 1,
      'text',
    ]);
    expect(fieldNameOf(`marking_guide.${index}.anchors.99`, values)).toBeNull();
  });

  it('puts each problem on its tab', () => {
    expect(tabOfField('marking_guide.3.max_marks')).toBe('marking');
    expect(tabOfField('patient_script.role')).toBe('patient');
    expect(tabOfField('levels.0')).toBe('station');
    expect(tabOfField('questions')).toBe('questions');
  });

  it("reads the server's 422: fields by path, else 'file: field: message' lines", () => {
    expect(problemsFromAnswer({ 'marking_guide.3.max_marks': 'is too big' }, [])).toEqual([
      { field: 'marking_guide.3.max_marks', message: 'is too big' },
    ]);
    expect(
      problemsFromAnswer({}, ['station-003.yaml: levels.0: is not one of the levels', 'odd']),
    ).toEqual([
      { field: 'levels.0', message: 'is not one of the levels' },
      { field: '(file)', message: 'odd' },
    ]);
  });

  it('checks a station as stations:check does', () => {
    const station = canonical();
    (station.marking_guide as Raw[])[0]!.max_marks = 99;
    const checked = checkStation(station);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toContainEqual(
      expect.objectContaining({ field: 'marking_guide.0.max_marks' }),
    );
  });
});

describe("the server's problems list", () => {
  it('is read first when the 422 carries one', () => {
    expect(
      problemsFromAnswer({ stem: 'first' }, [], {
        problems: [
          { file: 'x.yaml', field: 'stem', message: 'first' },
          { file: 'x.yaml', field: 'stem', message: 'second' },
        ],
      }),
    ).toEqual([
      { field: 'stem', message: 'first' },
      { field: 'stem', message: 'second' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { stationFileSchema } from '@osce/shared/stations/station-file';
import fixtureText from '../../../../../../../packages/shared/src/stations/fixtures/station-v2.yaml?raw';
import { fromFormValues, stationToYaml, toFormValues, yamlToStation } from './station-form';
import { checkStation } from './station-form-problems';

type Raw = Record<string, unknown>;
/** The example station as the server keeps it: the schema's reading of the file. */
const canonical = () => stationFileSchema.parse(YAML.parse(fixtureText)) as unknown as Raw;

describe('station form <-> station file', () => {
  it('gives back the same station, field for field and in the file order', () => {
    const station = canonical();
    const back = fromFormValues(toFormValues(station));
    expect(back).toEqual(station);
    expect(Object.keys(back)).toEqual(Object.keys(station));
    expect(checkStation(back).ok).toBe(true);
  });

  it('lists anchors as rows by marks and writes them back keyed by marks', () => {
    const values = toFormValues(canonical());
    const item = (values.marking_guide as Raw[]).find((m) => Array.isArray(m.anchors))!;
    const rows = item.anchors as { marks: number; text: string }[];
    expect(rows.map((r) => r.marks)).toEqual([...rows.map((r) => r.marks)].sort((a, b) => a - b));
    rows.reverse();
    const back = fromFormValues(values).marking_guide as Raw[];
    const written = back[(values.marking_guide as Raw[]).indexOf(item)]!.anchors as Raw;
    expect(Object.keys(written)).toEqual(Object.keys(written).sort((a, b) => +a - +b));
  });

  it('leaves out empty optional fields instead of sending empty text', () => {
    const values = toFormValues(canonical());
    values.diagnosis = '  ';
    values.reviewed_by = '';
    (values.marking_guide as Raw[])[0]!.universal = [];
    const back = fromFormValues(values);
    expect(back).not.toHaveProperty('diagnosis');
    expect(back).not.toHaveProperty('reviewed_by');
    expect((back.marking_guide as Raw[])[0]).not.toHaveProperty('universal');
  });

  it('round-trips through the YAML tab: form -> YAML -> form is the same station', () => {
    const station = canonical();
    const text = stationToYaml(fromFormValues(toFormValues(station)));
    const read = yamlToStation(text, 'not a station');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(fromFormValues(toFormValues(read.station))).toEqual(station);
    // Block text stays as written, one line per line.
    expect(text).toContain('stem: |');
  });

  it('says why YAML cannot be read, and refuses YAML that is not one station', () => {
    const bad = yamlToStation('name: [unclosed', 'not a station');
    expect(bad.ok).toBe(false);
    expect(yamlToStation('- a\n- b', 'not a station')).toEqual({
      ok: false,
      message: 'not a station',
    });
  });

  it('keeps a key typed in the YAML that the schema does not know, so the check names it', () => {
    const values = toFormValues({ ...canonical(), colour: 'blue' });
    const checked = checkStation(fromFormValues(values));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems.map((p) => p.field)).toContain('colour');
  });
});

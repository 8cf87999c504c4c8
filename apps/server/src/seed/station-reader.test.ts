// The station library reader: every good file loads, every bad one is reported by file and field
// and skipped, and the HTML that reaches the database is clean.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { repoContentDir } from '../test/test-app.ts';
import { readStationLibrary } from './station-reader.ts';

const realDir = path.join(repoContentDir, 'stations');
// A frozen version 2 station (a copy of 001), so library edits do not move these tests.
const fixture = fileURLToPath(
  new URL('../../../../packages/shared/src/stations/fixtures/station-v2.yaml', import.meta.url),
);
const good = () => YAML.parse(fs.readFileSync(fixture, 'utf8')) as Record<string, unknown>;

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function library(files: Record<string, string | object>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stations-'));
  dirs.push(dir);
  fs.copyFileSync(path.join(realDir, 'taxons.yaml'), path.join(dir, 'taxons.yaml'));
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(
      path.join(dir, name),
      typeof content === 'string' ? content : YAML.stringify(content),
    );
  }
  return readStationLibrary(dir);
}

describe('the station library', () => {
  it('loads the demo library whole: 40+ stations, no problems, every rule of the issue met', () => {
    const lib = readStationLibrary(realDir);
    expect(lib.problems).toEqual([]);
    expect(lib.stations.length).toBeGreaterThanOrEqual(40);
    expect(lib.stations.filter((s) => s.availableToTrial).length).toBeGreaterThanOrEqual(8);
    expect(lib.stations.filter((s) => s.featured).length).toBeGreaterThanOrEqual(4);
    expect(lib.stations.filter((s) => s.preview).length).toBeGreaterThanOrEqual(2);
    expect(new Set(lib.stations.flatMap((s) => s.specialties)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(lib.stations.flatMap((s) => s.systems)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(lib.stations.map((s) => s.difficulty))).toEqual(
      new Set(['Easy', 'Intermediate', 'Advanced']),
    );
    expect(lib.stations.every((s) => s.markingGuide.length >= 6)).toBe(true);
  });

  it('reports a bad file by name and field, and still loads the good ones', () => {
    const broken: Record<string, unknown> = {
      ...good(),
      number: 2,
      difficulty: 'Hard',
      specialties: ['Cardiology', 'Astrology'],
    };
    delete broken.name;
    const lib = library({
      '001-good.yaml': good(),
      '002-broken.yaml': broken,
      '003-not-yaml.yaml': 'number: 3\nname: [unclosed\n',
      '004-same-number.yaml': { ...good(), name: 'Another' },
    });
    expect(lib.stations.map((s) => s.file)).toEqual(['001-good.yaml']);
    const problems = lib.problems.map((p) => `${p.file}: ${p.field}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        '002-broken.yaml: name',
        '002-broken.yaml: difficulty',
        '003-not-yaml.yaml: (file)',
        '004-same-number.yaml: number',
      ]),
    );
    // Names are checked against taxons.yaml once the shape is right.
    const unknown = library({ '002.yaml': { ...good(), number: 2, specialties: ['Astrology'] } });
    expect(unknown.problems).toEqual([
      { file: '002.yaml', field: 'specialties.0', message: expect.stringContaining('Astrology') },
    ]);
  });

  it('refuses a marking guide of fewer than 6 items and marks out of range, naming the item', () => {
    const file = good();
    const guide = file.marking_guide as { task: string; max_marks: number }[];
    const lib = library({
      'short.yaml': { ...file, marking_guide: guide.slice(0, 5) },
      'range.yaml': {
        ...file,
        number: 5,
        marking_guide: guide.map((m, i) => (i === 2 ? { ...m, max_marks: 11 } : m)),
      },
    });
    expect(lib.stations).toEqual([]);
    // (The short guide also loses items tagged universal, reported at marking_guide too.)
    expect(lib.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'range.yaml', field: 'marking_guide.2.max_marks' }),
        {
          file: 'short.yaml',
          field: 'marking_guide',
          message: 'must have at least 6 items',
        },
      ]),
    );
  });

  it('renders Markdown and removes script from every HTML field', () => {
    const file = {
      ...good(),
      stem: 'A **bold** stem <script>alert(1)</script><img src=x onerror="alert(2)">',
      approach_guide: '<a href="javascript:alert(3)">link</a> and text',
    };
    const [station] = library({ 'x.yaml': file }).stations;
    expect(station!.stem).toContain('<strong>bold</strong>');
    for (const html of [station!.stem, station!.approachGuide, station!.patientScript]) {
      expect(html).not.toMatch(/<script|onerror|javascript:/i);
    }
  });

  it('loads nothing when taxons.yaml is missing, and says so', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stations-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, '001.yaml'), YAML.stringify(good()));
    const lib = readStationLibrary(dir);
    expect(lib.stations).toEqual([]);
    expect(lib.problems).toEqual([{ file: 'taxons.yaml', field: '(file)', message: 'is missing' }]);
  });
});

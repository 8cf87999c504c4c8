// The station library reader: every good file loads, every bad one is reported by file and field
// and skipped, and the HTML that reaches the database is clean.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { repoContentDir } from '../test/test-app.ts';
import { stationWarnings } from '@osce/shared/stations/station-file-rules';
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
  it('loads the demo library whole: 80+ stations, all version 2, no problems, every rule met', () => {
    const lib = readStationLibrary(realDir);
    expect(lib.problems).toEqual([]);
    expect(lib.stations.length).toBeGreaterThanOrEqual(80);
    // Every file brought to version 2 (docs/content.md, 'The station file'), none due a review.
    const today = new Date().toISOString().slice(0, 10);
    const warnings = lib.stations.flatMap((s) =>
      stationWarnings({ format: s.format, last_reviewed: s.lastReviewed }, today).map(
        (w) => `${s.file}: ${w.field}: ${w.message}`,
      ),
    );
    expect(warnings).toEqual([]);
    expect(lib.stations.every((s) => s.references.length > 0 && s.examinerBrief)).toBe(true);
    // The review's thinnest types are no longer thin.
    const ofType = (type: string) => lib.stations.filter((s) => s.types.includes(type)).length;
    expect(ofType('Prescribing')).toBeGreaterThanOrEqual(6);
    expect(ofType('Procedures and Skills')).toBeGreaterThanOrEqual(7);
    // Neutral names: no station's name is its diagnosis.
    expect(lib.stations.filter((s) => s.name === s.diagnosis)).toEqual([]);
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

  it('reports an artefact image that is not in the artefacts folder, and skips the station', () => {
    const file = {
      ...good(),
      artefacts: [
        {
          id: 'ecg',
          title: 'ECG',
          file: 'nowhere-ecg.svg',
          alt: 'A tracing',
          phase: 'reading',
          roles: ['candidate'],
          source: 'Drawn for OSCE Studio',
          licence: 'CC BY 4.0, OSCE Studio',
        },
      ],
    };
    const lib = library({ 'x.yaml': file });
    expect(lib.stations).toEqual([]);
    expect(lib.problems).toEqual([
      {
        file: 'x.yaml',
        field: 'artefacts.0.file',
        message: 'artefacts/nowhere-ecg.svg is missing',
      },
    ]);
  });

  it('stores the version 2 fields: anchors in order of marks, the brief and documents as clean HTML', () => {
    const file = good();
    const guide = file.marking_guide as Record<string, unknown>[];
    guide[2] = { ...guide[2], anchors: { 2: 'All', 0: 'None', 1: 'Some' }, max_marks: 2 };
    const [station] = library({
      'x.yaml': {
        ...file,
        examiner_brief: 'At **5 minutes** <script>alert(1)</script>',
        artefacts: [
          {
            id: 'bloods',
            title: 'Bloods',
            content: '| Test | Result |\n| --- | --- |\n| K | 6.8 <img src=x onerror=alert(2)> |',
            phase: 'station',
            roles: ['candidate'],
            source: 'Written for OSCE Studio',
            licence: 'CC BY 4.0, OSCE Studio',
          },
        ],
      },
    }).stations;
    expect(station!.format).toBe(2);
    expect(station!.markingGuide[2]!.anchors!.map((a) => a.marks)).toEqual([0, 1, 2]);
    expect(station!.examinerBrief).toContain('<strong>5 minutes</strong>');
    expect(station!.examinerBrief).not.toContain('<script');
    expect(station!.artefacts[0]!.content).toContain('<table>');
    expect(station!.artefacts[0]!.content).not.toContain('onerror');
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

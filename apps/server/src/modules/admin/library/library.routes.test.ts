// The station library in the back office (docs/admin.md, 'The library'): every call, the checks of
// `npm run stations:check` as 422 problems, the stale-revision 409 (one after the other and two at
// once), restore, export and import, retire, members seeing a save on their next request, and a
// console edit surviving the next start's library refresh.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import YAML from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { libraryMessages } from '@osce/shared/admin/library-messages';
import type {
  StationDetailAnswer,
  StationListItem,
  StationRevision,
} from '@osce/shared/schemas/admin-library';
import { stationFileSchema } from '@osce/shared/stations/station-file';
import { auditLog, countries, stationRevisions, stations } from '../../../db/schema/index.ts';
import { createMember, type TestMember } from '../../../test/member-factory.ts';
import { repoContentDir, useTestApp } from '../../../test/test-app.ts';
import { readStationLibrary } from '../../../seed/station-reader.ts';
import { refreshStationLibrary } from '../../../seed/study.seeder.ts';
import { giveSubscription } from '../../users/users.test-support.ts';

const t = useTestApp();
const stationsDir = path.join(repoContentDir, 'stations');
const FILE_1 = fs.readdirSync(stationsDir).find((f) => f.startsWith('001-'))!;
const FILE_2 = fs.readdirSync(stationsDir).find((f) => f.startsWith('002-'))!;
const fileStation = (file: string) =>
  stationFileSchema.parse(YAML.parse(fs.readFileSync(path.join(stationsDir, file), 'utf8')));

let editorPromise: Promise<TestMember> | undefined;
const editor = () => (editorPromise ??= createMember(t(), { role: 'editor' }));

/** A member with a paid subscription in the demo catalogue's US. */
async function paidMember(): Promise<TestMember> {
  const member = await createMember(t());
  const [us] = await t()
    .database.db.select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, 'US'));
  await giveSubscription(t(), member.id, { countryId: us!.id });
  return member;
}

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t().injectAs((await editor()).token, {
    method,
    url: `/api/admin${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function detail(number: number): Promise<StationDetailAnswer> {
  const res = await call('GET', `/stations/${number}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function revisionCount(number: number): Promise<number> {
  const rows = await t()
    .database.db.select({ id: stationRevisions.id })
    .from(stationRevisions)
    .where(eq(stationRevisions.stationNumber, number));
  return rows.length;
}

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the library list and a station', () => {
  it('lists every station from its file as revision 1, filtered by search and retired', async () => {
    const res = await call('GET', '/stations');
    expect(res.statusCode).toBe(200);
    const list: StationListItem[] = res.json().stations;
    expect(list.length).toBe(fs.readdirSync(stationsDir).filter((f) => /^\d/.test(f)).length);
    expect(list[0]).toMatchObject({
      number: 1,
      name: fileStation(FILE_1).name,
      retired: false,
      source: 'file',
      revision: 1,
      updated_by: null,
    });
    const found = (await call('GET', `/stations?search=${encodeURIComponent('002')}`)).json();
    expect(found.stations.map((s: StationListItem) => s.number)).toEqual([2]);
    const byName = await call(
      'GET',
      `/stations?search=${encodeURIComponent(fileStation(FILE_2).name.toUpperCase())}`,
    );
    expect(byName.json().stations.map((s: StationListItem) => s.number)).toContain(2);
    expect((await call('GET', '/stations?retired=true')).json().stations).toEqual([]);
    expect((await call('GET', '/stations?retired=maybe')).statusCode).toBe(422);
  });

  it('answers a station exactly as its file holds it, and 404 for an unknown number', async () => {
    const answer = await detail(2);
    expect(answer).toMatchObject({ revision: 1, source: 'file', file: FILE_2, retired: false });
    expect(answer.station).toEqual(fileStation(FILE_2));
    const missing = await call('GET', '/stations/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(libraryMessages.stationNotFound);
    expect((await call('GET', '/stations/abc')).statusCode).toBe(422);
  });

  it('is closed to members (403) and to callers without a token (401)', async () => {
    const member = await createMember(t());
    expect(
      (await t().injectAs(member.token, { method: 'GET', url: '/api/admin/stations' })).statusCode,
    ).toBe(403);
    expect((await t().app.inject({ method: 'GET', url: '/api/admin/stations' })).statusCode).toBe(
      401,
    );
  });
});

describe('saving a station', () => {
  it('saves a new revision that members see on their next request, with an audit entry', async () => {
    const member = await paidMember();
    const before = await t().injectAs(member.token, { method: 'GET', url: '/api/station/1' });
    expect(before.statusCode).toBe(200);
    expect(before.json().station.stem.content).not.toContain('Edited in the console');

    const { station, revision } = await detail(1);
    const edited = {
      ...station,
      stem: `${station.stem}\n\nEdited in the console.`,
      marking_guide: station.marking_guide.map((item, i) =>
        i === 0 ? { ...item, task: `${item.task} (clarified)` } : item,
      ),
    };
    const res = await call('PUT', '/stations/1', { station: edited, revision });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      revision: revision + 1,
      source: 'console',
      updated_by: (await editor()).username,
      file: FILE_1,
    });
    expect(res.json().station).toEqual(edited);

    const after = await t().injectAs(member.token, { method: 'GET', url: '/api/station/1' });
    expect(after.json().station.stem.content).toContain('Edited in the console.');

    const [entry] = await t()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'station.update'), eq(auditLog.entityId, '1')));
    expect(entry).toMatchObject({ entity: 'station', actorUsername: (await editor()).username });
    expect(entry!.after).toMatchObject({ revision: revision + 1 });
    expect((entry!.after as { changed: string[] }).changed).toEqual(['stem', 'marking_guide.0']);

    const list: StationListItem[] = (await call('GET', '/stations?search=1')).json().stations;
    expect(list.find((s) => s.number === 1)).toMatchObject({
      source: 'console',
      revision: revision + 1,
      updated_by: (await editor()).username,
    });
  });

  it('refuses a station that fails the checks with 422 and every problem, writing nothing', async () => {
    const { station, revision } = await detail(2);
    const count = await revisionCount(2);
    const broken = {
      ...station,
      name: '',
      levels: ['No such level'],
      marking_guide: station.marking_guide.map((item, i) =>
        i === 1 ? { ...item, max_marks: 99 } : item,
      ),
      artefacts: [
        {
          id: 'missing-image',
          title: 'An image',
          file: 'no-such-file.svg',
          alt: 'Nothing',
          phase: 'station',
          roles: ['candidate'],
          source: 'Made up',
          licence: 'CC0',
        },
      ],
      colour: 'blue',
    };
    const res = await call('PUT', '/stations/2', { station: broken, revision });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe(
      libraryMessages.stationHasProblems.replace('{count}', `${body.problems.length} problems`),
    );
    expect(body.errors).toEqual(
      expect.arrayContaining([
        `${FILE_2}: name: must not be empty`,
        `${FILE_2}: marking_guide.1.max_marks: ${body.fields['marking_guide.1.max_marks']}`,
        `${FILE_2}: colour: ${body.fields.colour}`,
      ]),
    );
    expect(Object.keys(body.fields)).toEqual(
      expect.arrayContaining(['name', 'marking_guide.1.max_marks', 'colour']),
    );
    expect(body.problems[0]).toMatchObject({ file: FILE_2 });
    // The schema passed apart from the taxonomy and the image: those are reported on their own.
    const schemaOk = { ...station, levels: ['No such level'] };
    const taxon = await call('PUT', '/stations/2', { station: schemaOk, revision });
    expect(taxon.json().errors).toEqual([
      `${FILE_2}: levels.0: 'No such level' is not one of the levels in taxons.yaml`,
    ]);
    const image = await call('PUT', '/stations/2', {
      station: { ...station, artefacts: broken.artefacts },
      revision,
    });
    expect(image.json().fields).toEqual({
      'artefacts.0.file': 'artefacts/no-such-file.svg is missing',
    });
    expect(await revisionCount(2)).toBe(count);
  });

  it('refuses bodies that are not a station: empty, null, a NUL byte, another number', async () => {
    const { station, revision } = await detail(2);
    for (const payload of [{}, { station: null, revision }, { station, revision: 'one' }]) {
      const res = await call('PUT', '/stations/2', payload);
      expect(res.statusCode).toBe(422);
    }
    const nul = await call('PUT', '/stations/2', {
      station: { ...station, name: 'Chest\u0000pain' },
      revision,
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().fields).toEqual({ name: 'must not contain a NUL character' });
    const other = await call('PUT', '/stations/2', {
      station: { ...station, number: 3 },
      revision,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(libraryMessages.stationNumberMismatch);
    expect((await call('PUT', '/stations/999999', { station, revision: 1 })).statusCode).toBe(404);
  });

  it('refuses a save from a revision that is no longer the latest (409), naming who saved', async () => {
    const { station, revision } = await detail(2);
    const first = await call('PUT', '/stations/2', {
      station: { ...station, diagnosis: `${station.diagnosis} (first)` },
      revision,
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', '/stations/2', {
      station: { ...station, diagnosis: `${station.diagnosis} (second)` },
      revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      libraryMessages.stationChangedMeanwhile.replace('{name}', (await editor()).username),
    );
    expect((await detail(2)).station.diagnosis).toBe(`${station.diagnosis} (first)`);
  });

  it('lets exactly one of two saves from the same revision win, fired at once', async () => {
    const { station, revision } = await detail(3);
    const count = await revisionCount(3);
    const results = await Promise.all(
      ['A', 'B'].map((tag) =>
        call('PUT', '/stations/3', {
          station: { ...station, diagnosis: `${station.diagnosis} ${tag}` },
          revision,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await revisionCount(3)).toBe(count + 1);
  });
});

describe('revisions', () => {
  it('lists who changed what, and restores an old revision as a new one', async () => {
    const { station, revision } = await detail(4);
    const edited = { ...station, name: `${station.name} revised` };
    expect((await call('PUT', '/stations/4', { station: edited, revision })).statusCode).toBe(200);
    const res = await call('GET', '/stations/4/revisions');
    expect(res.statusCode).toBe(200);
    const revisions: StationRevision[] = res.json().revisions;
    expect(revisions.map((r) => [r.revision, r.source, r.created_by, r.changed])).toEqual([
      [2, 'console', (await editor()).username, ['name']],
      [1, 'file', null, []],
    ]);
    const one = await call('GET', '/stations/4/revisions/1');
    expect(one.json()).toMatchObject({ revision: 1, source: 'file', station });

    const restored = await call('POST', '/stations/4/revisions/1/restore');
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ revision: 3, source: 'console', station });
    const [latest] = (await call('GET', '/stations/4/revisions')).json().revisions;
    expect(latest).toMatchObject({ revision: 3, restored_from: 1, changed: ['name'] });
    expect((await call('POST', '/stations/4/revisions/9/restore')).statusCode).toBe(404);
    expect((await call('GET', '/stations/999999/revisions')).statusCode).toBe(404);
  });
});

describe('creating, retiring and restoring', () => {
  it('creates a station (409 when the number exists) that members then see', async () => {
    const { station } = await detail(5);
    const fresh = { ...station, number: 901, name: 'Console-made station' };
    const res = await call('POST', '/stations', { station: fresh });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      revision: 1,
      source: 'console',
      file: '901-console-made-station.yaml',
    });
    const again = await call('POST', '/stations', { station: fresh });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      libraryMessages.stationNumberTaken.replace('{number}', '901'),
    );
    const member = await paidMember();
    const shown = await t().injectAs(member.token, { method: 'GET', url: '/api/station/901' });
    expect(shown.json().station.name).toBe('Console-made station');
  });

  it('retires a station out of the members’ list and restores it', async () => {
    const member = await paidMember();
    const numbers = async () =>
      (await t().injectAs(member.token, { method: 'GET', url: '/api/stations' }))
        .json()
        .map((s: { number: number }) => s.number);
    expect(await numbers()).toContain(6);
    const retired = await call('POST', '/stations/6/retire');
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({ retired: true, source: 'console' });
    expect(await numbers()).not.toContain(6);
    expect((await call('POST', '/stations/6/retire')).statusCode).toBe(409);
    const list = (await call('GET', '/stations?retired=true')).json().stations;
    expect(list.map((s: StationListItem) => s.number)).toEqual([6]);

    const back = await call('POST', '/stations/6/restore');
    expect(back.json()).toMatchObject({ retired: false });
    expect(await numbers()).toContain(6);
    expect((await call('POST', '/stations/6/restore')).statusCode).toBe(409);
    const changes = (await call('GET', '/stations/6/revisions')).json().revisions;
    expect(changes.map((r: StationRevision) => r.changed)).toEqual([['retired'], ['retired'], []]);
  });
});

describe('export and import', () => {
  it('exports the YAML file under its library name, and imports it back unchanged', async () => {
    const res = await call('GET', '/stations/7/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/yaml/);
    const file = fs.readdirSync(stationsDir).find((f) => f.startsWith('007-'))!;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
    expect(stationFileSchema.parse(YAML.parse(res.body))).toEqual(fileStation(file));

    const same = await call('POST', '/stations/import', {
      files: [{ name: file, yaml: res.body }],
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().stations).toEqual([
      { file, number: 7, name: fileStation(file).name, outcome: 'unchanged', revision: 1 },
    ]);
  });

  it('imports several files all or nothing, with the same checks', async () => {
    const yaml8 = (await call('GET', '/stations/8/export')).body;
    const renamed = yaml8.replace(/^name: .*$/m, 'name: Imported name');
    const created = yaml8.replace(/^number: .*$/m, 'number: 902');
    const broken = yaml8.replace(/^difficulty: .*$/m, 'difficulty: Impossible');
    const count8 = await revisionCount(8);

    const refused = await call('POST', '/stations/import', {
      files: [
        { name: 'a.yaml', yaml: renamed },
        { name: 'b.yaml', yaml: broken.replace(/^number: .*$/m, 'number: 903') },
        { name: 'c.yaml', yaml: 'name: [unclosed' },
        { name: 'd.yaml', yaml: renamed },
      ],
    });
    expect(refused.statusCode).toBe(422);
    const body = refused.json();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^b\.yaml: difficulty: /),
        expect.stringMatching(/^c\.yaml: \(file\): /),
        'd.yaml: number: 8 is also the number of a.yaml',
      ]),
    );
    expect(body.fields['d.yaml: number']).toBe('8 is also the number of a.yaml');
    expect(await revisionCount(8)).toBe(count8);
    expect(await revisionCount(902)).toBe(0);

    const ok = await call('POST', '/stations/import', {
      files: [
        { name: 'x.yaml', yaml: renamed },
        { name: '902-copy.yaml', yaml: created },
      ],
    });
    expect(ok.statusCode).toBe(200);
    const file8 = fs.readdirSync(stationsDir).find((f) => f.startsWith('008-'))!;
    expect(ok.json().stations).toEqual([
      { file: file8, number: 8, name: 'Imported name', outcome: 'updated', revision: 2 },
      {
        file: '902-copy.yaml',
        number: 902,
        name: fileStation(file8).name,
        outcome: 'added',
        revision: 1,
      },
    ]);
    expect((await detail(8)).station.name).toBe('Imported name');
    const empty = await call('POST', '/stations/import', { files: [] });
    expect(empty.statusCode).toBe(422);
    const nul = await call('POST', '/stations/import', {
      files: [{ name: 'n.yaml', yaml: yaml8.replace(/^name: .*$/m, 'name: "a\\0b"') }],
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toEqual(['n.yaml: name: must not contain a NUL character']);
  });
});

describe('the next start', () => {
  it('keeps a console edit while the file differs, and follows the file once it is brought level', async () => {
    const db = t().database.db;
    const edited = await detail(1);
    expect(edited.source).toBe('console');

    // What main.ts does at every start: refresh the library from content/stations/.
    const report = await refreshStationLibrary(db, readStationLibrary(stationsDir), new Date());
    expect(report.kept).toEqual(
      expect.arrayContaining([{ number: 1, file: FILE_1, retired: false }]),
    );
    expect(report.problems).toEqual([]);
    expect(await detail(1)).toEqual(edited);
    const [row] = await db.select().from(stations).where(eq(stations.number, 1));
    expect(row!.stem).toContain('Edited in the console.');
    // A station made in the console has no file, and is not retired for it.
    const [made] = await db.select().from(stations).where(eq(stations.number, 901));
    expect(made!.retiredAt).toBeNull();

    // The exported file put into the library brings it level: from then on the file leads.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'osce-library-'));
    tempDirs.push(dir);
    fs.cpSync(stationsDir, dir, { recursive: true });
    const exported = await call('GET', '/stations/1/export');
    fs.writeFileSync(path.join(dir, FILE_1), exported.body);
    const level = await refreshStationLibrary(db, readStationLibrary(dir), new Date());
    expect(level.kept.map((k) => k.number)).not.toContain(1);
    const synced = await detail(1);
    expect(synced).toMatchObject({ source: 'file', revision: edited.revision + 1 });
    expect(synced.station).toEqual(edited.station);

    const changed = exported.body.replace(/^name: .*$/m, 'name: Changed in the file');
    fs.writeFileSync(path.join(dir, FILE_1), changed);
    // And a database from before revisions were kept: each station gets its file as revision 1.
    await db.delete(stationRevisions).where(eq(stationRevisions.stationNumber, 9));
    await refreshStationLibrary(db, readStationLibrary(dir), new Date());
    expect(await detail(9)).toMatchObject({ revision: 1, source: 'file', updated_by: null });
    expect(await detail(1)).toMatchObject({
      source: 'file',
      revision: edited.revision + 2,
      station: { name: 'Changed in the file' },
    });
  });
});

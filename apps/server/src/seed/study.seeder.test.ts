// Loading the station library again and again: unchanged stations are not rewritten, a changed
// one is updated in place (same id, same marking guide ids), a removed one leaves the list but
// keeps members' history, and a library with a broken file retires nothing.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { markingGuides, stationProgress, stations } from '../db/schema/index.ts';
import { createMember } from '../test/member-factory.ts';
import { repoContentDir, useTestApp } from '../test/test-app.ts';
import { readStationLibrary, type StationLibrary } from './station-reader.ts';
import { refreshStationLibrary } from './study.seeder.ts';
import path from 'node:path';

const t = useTestApp({ catalogue: false });
const real = readStationLibrary(path.join(repoContentDir, 'stations'));
const now = () => t().clock.now();

function edited(library: StationLibrary, number: number, name: string): StationLibrary {
  return {
    ...library,
    stations: library.stations.map((s) =>
      s.number === number ? { ...s, name, contentHash: `${s.contentHash}-edited` } : s,
    ),
  };
}

describe('the station seeder', () => {
  it('loads the library once, then finds it unchanged', async () => {
    const first = await refreshStationLibrary(t().database.db, real, now());
    expect(first).toMatchObject({ added: real.stations.length, updated: 0, retired: 0 });
    const second = await refreshStationLibrary(t().database.db, real, now());
    expect(second).toMatchObject({ added: 0, updated: 0, unchanged: real.stations.length });
    // The demo library is all version 2: nothing loaded with version 1's defaults.
    expect(second.version1).toEqual([]);
  });

  it('names the files it loaded in version 1 (with defaults), so the start-up log can say so', async () => {
    const old = {
      ...real.stations[0]!,
      file: '999-old.yaml',
      number: 999,
      format: 1 as const,
      contentHash: 'old',
    };
    const report = await refreshStationLibrary(
      t().database.db,
      { ...real, stations: [...real.stations, old] },
      now(),
    );
    expect(report.version1).toEqual(['999-old.yaml']);
    // Put the library back as it was for the tests below.
    await refreshStationLibrary(t().database.db, real, now());
  });

  it('updates an edited station in place, keeping its id, guide ids and members’ records', async () => {
    const db = t().database.db;
    const [before] = await db.select().from(stations).where(eq(stations.number, 1));
    const guideBefore = await db
      .select({ id: markingGuides.id })
      .from(markingGuides)
      .where(eq(markingGuides.stationId, before!.id));
    const member = await createMember(t());
    await db
      .insert(stationProgress)
      .values({ userId: member.id, stationId: before!.id, favourited: true, status: 'complete' });

    const report = await refreshStationLibrary(db, edited(real, 1, 'Chest pain, revised'), now());
    expect(report).toMatchObject({ updated: 1, unchanged: real.stations.length - 1 });
    const [after] = await db.select().from(stations).where(eq(stations.number, 1));
    expect(after).toMatchObject({ id: before!.id, name: 'Chest pain, revised' });
    const guideAfter = await db
      .select({ id: markingGuides.id })
      .from(markingGuides)
      .where(eq(markingGuides.stationId, before!.id));
    expect(guideAfter).toEqual(guideBefore);
    const [progress] = await db
      .select()
      .from(stationProgress)
      .where(eq(stationProgress.userId, member.id));
    expect(progress).toMatchObject({ favourited: true, status: 'complete' });
  });

  it('retires a station whose file is gone, and brings it back when the file returns', async () => {
    const db = t().database.db;
    const without = { ...real, stations: real.stations.filter((s) => s.number !== 2) };
    expect(await refreshStationLibrary(db, without, now())).toMatchObject({ retired: 1 });
    const [gone] = await db.select().from(stations).where(eq(stations.number, 2));
    expect(gone!.retiredAt).not.toBeNull();
    const back = await refreshStationLibrary(db, real, now());
    expect(back).toMatchObject({ updated: 1 });
    const [returned] = await db.select().from(stations).where(eq(stations.number, 2));
    expect(returned!.retiredAt).toBeNull();
  });

  it('retires nothing while a file has a problem (it may be a station members use)', async () => {
    const db = t().database.db;
    const broken: StationLibrary = {
      ...real,
      stations: real.stations.filter((s) => s.number !== 3),
      problems: [{ file: '003-ecg-inferior-stemi.yaml', field: 'name', message: 'is missing' }],
    };
    expect(await refreshStationLibrary(db, broken, now())).toMatchObject({ retired: 0 });
    const [kept] = await db.select().from(stations).where(eq(stations.number, 3));
    expect(kept!.retiredAt).toBeNull();
  });
});

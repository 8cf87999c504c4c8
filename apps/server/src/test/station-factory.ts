// Stations for tests: a small taxonomy and stations written through the library repository, as
// the seeder writes them, then announced so the app's cached catalogue reloads. Tests never rely
// on the demo library in content/stations/, which clinicians will edit.
import { createHash } from 'node:crypto';
import { TAXON_KINDS, type TaxonKind } from '@osce/shared/stations/station-constants';
import { stationProgress } from '../db/schema/index.ts';
import {
  createStationLibraryRepository,
  type StationToStore,
} from '../modules/study/station-library.repository.ts';
import type { TestApp } from './test-app.ts';

export const TEST_TAXONS: Record<TaxonKind, { id: number; name: string }[]> = {
  levels: [
    { id: 1, name: 'Senior Clinical' },
    { id: 2, name: 'Finals' },
  ],
  difficulties: [
    { id: 1, name: 'Easy' },
    { id: 2, name: 'Intermediate' },
    { id: 3, name: 'Advanced' },
  ],
  types: [
    { id: 1, name: 'History Taking' },
    { id: 2, name: 'Examination' },
  ],
  specialties: [
    { id: 1, name: 'Cardiology' },
    { id: 2, name: 'Neurology' },
  ],
  systems: [
    { id: 1, name: 'Cardiovascular' },
    { id: 2, name: 'Nervous System' },
  ],
};

export async function createTaxons(t: TestApp): Promise<void> {
  const repo = createStationLibraryRepository(t.database.db);
  for (const kind of TAXON_KINDS) await repo.saveTaxons(kind, TEST_TAXONS[kind]);
}

let sequence = 0;

export type StationOverrides = Partial<Omit<StationToStore, 'taxonIds' | 'contentHash'>> & {
  taxonIds?: Partial<Record<TaxonKind, number[]>>;
};

/** A station with every component; the number is unique unless given. */
export async function createStation(t: TestApp, overrides: StationOverrides = {}) {
  sequence += 1;
  const number = overrides.number ?? 9000 + sequence;
  const station: StationToStore = {
    number,
    name: `Test station ${number}`,
    availableToTrial: false,
    featured: false,
    preview: false,
    stem: `<p>Stem of station ${number}</p>`,
    stemTasks: [
      { task: 'Take a history.', area: 'station' },
      { task: 'Present your findings.', area: 'question' },
    ],
    patientScript: '<p>You are the patient.</p>',
    approachGuide: '<p>Start with an open question.</p>',
    questions: [{ question: '<p>What next?</p>', answer: '<p>An ECG.</p>' }],
    markingGuide: [
      { task: '<p>Introduces self</p>', maxMarks: 1 },
      { task: '<p>Asks about onset</p>', maxMarks: 2 },
    ],
    ...overrides,
    taxonIds: {
      levels: [2],
      difficulties: [2],
      types: [1],
      specialties: [1],
      systems: [1],
      ...overrides.taxonIds,
    },
    contentHash: '',
  };
  station.contentHash = createHash('sha256').update(JSON.stringify(station)).digest('hex');
  await createStationLibraryRepository(t.database.db).saveStation(station, t.clock.now());
  t.app.ctx.events.emit('content.changed', { domain: 'study' });
  await t.settled();
  const ids = await createStationLibraryRepository(t.database.db).stationIdsByNumber([number]);
  return { ...station, id: ids.get(number)! };
}

/** A member's standing with a station, as the station screen will record it. */
export async function recordProgress(
  t: TestApp,
  values: Omit<typeof stationProgress.$inferInsert, 'updatedAt'>,
) {
  await t.database.db.insert(stationProgress).values(values);
}

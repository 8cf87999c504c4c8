// `npm run bench`'s station-list scenario: prepares a database (DATA_DIR, embedded) with the demo
// catalogue but a generated library of STATIONS stations instead of content/stations/ (for the
// benchmark only: never seeded anywhere else), one paid member with a long history (progress on
// most stations, favourites, MARKINGS markings) and a live session. Prints {"token": "..."}.
// The bench then starts the built server on this DATA_DIR with SEED=false, so the generated
// library is left as it is.
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabaseFromConfig } from '../db/open.ts';
import {
  stationMarkings,
  stationProgress,
  subscriptions,
  subscriptionTypes,
  users,
} from '../db/schema/index.ts';
import { systemClock } from '../lib/clock.ts';
import { createSessionService } from '../modules/accounts/session.service.ts';
import { readCatalogue } from '../seed/catalogue-reader.ts';
import { seedCatalogue } from '../seed/seed-catalogue.ts';
import type { LoadedStation, StationLibrary } from '../seed/station-reader.ts';

const STATIONS = Number(process.env.BENCH_STATIONS ?? 1000);
const MARKINGS = Number(process.env.BENCH_MARKINGS ?? 2000);
const DAY_MS = 86_400_000;

function generatedLibrary(real: StationLibrary): StationLibrary {
  const taxons = real.taxons!;
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  const template = real.stations[0]!;
  const stations: LoadedStation[] = Array.from({ length: STATIONS }, (_, i) => ({
    ...template,
    file: `generated-${i + 1}.yaml`,
    number: i + 1,
    name: `${pick(taxons.specialties, i * 7).name} station ${i + 1}: ${pick(taxons.types, i * 3).name}`,
    availableToTrial: i % 10 === 0,
    featured: i % 100 === 0,
    preview: i === 0,
    levels: [pick(taxons.levels, i).name],
    difficulty: pick(taxons.difficulties, i).name,
    types: [pick(taxons.types, i * 3).name],
    specialties: [pick(taxons.specialties, i * 7).name, pick(taxons.specialties, i * 7 + 1).name],
    systems: [pick(taxons.systems, i * 5).name],
    contentHash: `generated-${i + 1}`,
  }));
  return { taxons, stations, problems: [] };
}

const config = loadConfig();
const database = await openDatabaseFromConfig(config);
try {
  await database.migrate();
  const catalogue = readCatalogue(config.CONTENT_DIR);
  await seedCatalogue(database.db, {
    ...catalogue,
    stations: generatedLibrary(catalogue.stations),
  });
  const db = database.db;
  const now = systemClock.now();
  const [member] = await db
    .insert(users)
    .values({
      email: 'bench-member@example.test',
      username: 'bench-member',
      firstName: 'Bench',
      activatedAt: now,
    })
    .returning({ id: users.id });
  const [plan] = await db
    .select({ id: subscriptionTypes.id })
    .from(subscriptionTypes)
    .where(eq(subscriptionTypes.name, '1 Month'));
  const [anyPlan] = plan
    ? [plan]
    : await db.select({ id: subscriptionTypes.id }).from(subscriptionTypes);
  await db.insert(subscriptions).values({
    userId: member!.id,
    subscriptionTypeId: anyPlan!.id,
    status: 'active',
    startDate: new Date(now.getTime() - DAY_MS),
    expiryDate: new Date(now.getTime() + 30 * DAY_MS),
    price: 0,
    currency: 'USD',
  });
  const stationIds = (await db.query.stations.findMany({ columns: { id: true } })).map((s) => s.id);
  // Markings spread over the last year across 60 % of the library; progress rows follow them.
  const touched = stationIds.filter((_, i) => i % 5 < 3);
  const markings = Array.from({ length: MARKINGS }, (_, i) => ({
    userId: member!.id,
    stationId: touched[i % touched.length]!,
    markedBy: member!.id,
    createdAt: new Date(now.getTime() - ((i * 37) % 365) * DAY_MS),
    mark: (i * 13) % 101,
    globalScore: i % 6,
    scores: [],
  }));
  for (let i = 0; i < markings.length; i += 500) {
    await db.insert(stationMarkings).values(markings.slice(i, i + 500));
  }
  const progress = touched.map((stationId, i) => ({
    userId: member!.id,
    stationId,
    status: (['complete', 'attempt_again', 'incomplete'] as const)[i % 3],
    favourited: i % 6 === 0,
    lastMark: (i * 17) % 101,
    averageMark: (i * 11) % 101,
    markingCount: 3,
    latestCompletion: new Date(now.getTime() - (i % 200) * DAY_MS),
  }));
  for (let i = 0; i < progress.length; i += 500) {
    await db.insert(stationProgress).values(progress.slice(i, i + 500));
  }
  const { token } = await createSessionService({ db, clock: systemClock }).open(member!.id);
  process.stdout.write(
    `${JSON.stringify({ token, stations: stationIds.length, markings: MARKINGS })}\n`,
  );
} finally {
  await database.close();
}

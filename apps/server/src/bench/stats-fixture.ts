// `npm run bench`'s stats scenario: prepares a database (DATA_DIR, embedded) with the demo
// catalogue and one paid member who has studied a lot: MARKINGS markings spread over the first
// STATIONS stations and the last twelve months, each keeping its guide as marked (so the rows
// are as wide as real ones), and the progress rows the station screen would have left (two
// stations in three complete, the rest to try again). Prints {"token": "...", ...} on its last
// line. The bench then starts the built server on this DATA_DIR with SEED=false.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabaseFromConfig } from '../db/open.ts';
import {
  markingGuides,
  stationMarkings,
  stationProgress,
  stations,
  subscriptions,
  subscriptionTypes,
  terms,
  users,
} from '../db/schema/index.ts';
import { systemClock } from '../lib/clock.ts';
import { createSessionService } from '../modules/accounts/session.service.ts';
import { readCatalogue } from '../seed/catalogue-reader.ts';
import { seedCatalogue } from '../seed/seed-catalogue.ts';

const STATIONS = Number(process.env.BENCH_STATS_STATIONS ?? 48);
const MARKINGS = Number(process.env.BENCH_MARKINGS ?? 2000);
const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;

const config = loadConfig();
const database = await openDatabaseFromConfig(config);
try {
  await database.migrate();
  await seedCatalogue(database.db, readCatalogue(config.CONTENT_DIR));
  const db = database.db;
  const now = systemClock.now();
  // Agreed to the current terms, as members are: otherwise every answer is flagged for the banner
  // (parsed and written again with update_terms), which is not what this scenario measures.
  const [current] = await db
    .select({ id: terms.id })
    .from(terms)
    .orderBy(desc(terms.version))
    .limit(1);
  const [member] = await db
    .insert(users)
    .values({
      email: 'bench-stats@example.test',
      username: 'bench-stats',
      firstName: 'Bench',
      activatedAt: now,
      termsAgreedId: current?.id ?? null,
    })
    .returning({ id: users.id });
  const userId = member!.id;
  const [plan] = await db
    .select({ id: subscriptionTypes.id })
    .from(subscriptionTypes)
    .where(eq(subscriptionTypes.name, '1 Month'));
  const [anyPlan] = plan
    ? [plan]
    : await db.select({ id: subscriptionTypes.id }).from(subscriptionTypes);
  await db.insert(subscriptions).values({
    userId,
    subscriptionTypeId: anyPlan!.id,
    status: 'active',
    startDate: new Date(now.getTime() - DAY_MS),
    expiryDate: new Date(now.getTime() + 30 * DAY_MS),
    price: 0,
    currency: 'USD',
  });

  const studied = await db
    .select({ id: stations.id })
    .from(stations)
    .orderBy(asc(stations.number))
    .limit(STATIONS);
  const ids = studied.map((s) => s.id);
  const guides = await db
    .select({
      stationId: markingGuides.stationId,
      id: markingGuides.id,
      task: markingGuides.task,
      maxMarks: markingGuides.maxMarks,
    })
    .from(markingGuides)
    .where(inArray(markingGuides.stationId, ids))
    .orderBy(asc(markingGuides.stationId), asc(markingGuides.position));
  const guideOf = new Map<number, typeof guides>();
  for (const g of guides) guideOf.set(g.stationId, [...(guideOf.get(g.stationId) ?? []), g]);

  // Evenly over the year, newest first, stations in turn; marks between 20 and 100.
  const markings = Array.from({ length: MARKINGS }, (_, i) => {
    const stationId = ids[i % ids.length]!;
    return {
      userId,
      stationId,
      markedBy: userId,
      createdAt: new Date(now.getTime() - Math.floor((i * YEAR_MS) / MARKINGS) - 60_000),
      mark: 20 + ((i * 37) % 81),
      globalScore: i % 6,
      scores: (guideOf.get(stationId) ?? []).map((g, k) => ({
        guide_id: g.id,
        points: (i + k) % (g.maxMarks + 1),
        task: g.task,
        max_marks: g.maxMarks,
      })),
      notes: i % 3 === 0 ? 'Missed the red flags; good rapport.' : '',
    };
  });
  for (let i = 0; i < markings.length; i += 250) {
    await db.insert(stationMarkings).values(markings.slice(i, i + 250));
  }
  const progress = ids.map((stationId, i) => {
    const own = markings.filter((m) => m.stationId === stationId);
    return {
      userId,
      stationId,
      status: i % 3 === 2 ? ('attempt_again' as const) : ('complete' as const),
      favourited: i % 6 === 0,
      lastMark: own[0]?.mark ?? null,
      averageMark: own.length ? own.reduce((sum, m) => sum + m.mark, 0) / own.length : null,
      markingCount: own.length,
      latestCompletion: own[0]?.createdAt ?? null,
    };
  });
  await db.insert(stationProgress).values(progress);
  const { token } = await createSessionService({ db, clock: systemClock }).open(userId);
  process.stdout.write(
    `${JSON.stringify({ token, stations: ids.length, markings: markings.length })}\n`,
  );
} finally {
  await database.close();
}

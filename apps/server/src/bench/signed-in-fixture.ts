// `npm run bench`'s signed-in scenarios (issue 19): prepares a database (DATA_DIR embedded, or
// DATABASE_URL) with the demo library and
//  - one paid member as a class would have them: agreed to the current terms, MARKINGS markings
//    over the demo stations in the last months with the progress rows they leave, three
//    playlists, and two groups (one with a second member);
//  - PURCHASERS activated members with no subscription, each signed in, for the slow-provider
//    scenario (each buys one plan; a second purchase would meet the duplicate window).
// Prints {"token": "...", "purchasers": ["..."], ...} on its last line. The bench then starts the
// built server on this database with SEED=false.
import { asc, desc, eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabaseFromConfig } from '../db/open.ts';
import {
  playlistItems,
  playlists,
  stationMarkings,
  stationProgress,
  stations,
  studyGroupMembers,
  studyGroups,
  subscriptions,
  subscriptionTypes,
  terms,
  users,
} from '../db/schema/index.ts';
import { systemClock } from '../lib/clock.ts';
import { createSessionService } from '../modules/accounts/session.service.ts';
import { readCatalogue } from '../seed/catalogue-reader.ts';
import { seedCatalogue } from '../seed/seed-catalogue.ts';

const MARKINGS = Number(process.env.BENCH_MARKINGS ?? 300);
const PURCHASERS = Number(process.env.BENCH_PURCHASERS ?? 40);
const DAY_MS = 86_400_000;

const config = loadConfig();
const database = await openDatabaseFromConfig(config);
try {
  await database.migrate();
  await seedCatalogue(database.db, readCatalogue(config.CONTENT_DIR));
  const db = database.db;
  const now = systemClock.now();
  const sessions = createSessionService({ db, clock: systemClock });
  // Agreed to the current terms, as members are (otherwise every answer asks for the banner).
  const [current] = await db
    .select({ id: terms.id })
    .from(terms)
    .orderBy(desc(terms.version))
    .limit(1);
  const member = async (name: string) => {
    const [row] = await db
      .insert(users)
      .values({
        email: `${name}@example.test`,
        username: name,
        firstName: 'Bench',
        activatedAt: now,
        termsAgreedId: current?.id ?? null,
        tutorialViewed: true,
      })
      .returning({ id: users.id });
    return row!.id;
  };
  const userId = await member('bench-reader');
  const classmate = await member('bench-classmate');
  const [plan] = await db
    .select({ id: subscriptionTypes.id })
    .from(subscriptionTypes)
    .where(eq(subscriptionTypes.name, '1 Month'));
  const [anyPlan] = plan
    ? [plan]
    : await db.select({ id: subscriptionTypes.id }).from(subscriptionTypes);
  for (const id of [userId, classmate]) {
    await db.insert(subscriptions).values({
      userId: id,
      subscriptionTypeId: anyPlan!.id,
      status: 'active',
      startDate: new Date(now.getTime() - DAY_MS),
      expiryDate: new Date(now.getTime() + 30 * DAY_MS),
      price: 0,
      currency: 'USD',
    });
  }

  const ids = (
    await db.select({ id: stations.id }).from(stations).orderBy(asc(stations.number))
  ).map((s) => s.id);
  // Two stations in three studied, markings spread over the last four months.
  const studied = ids.filter((_, i) => i % 3 < 2);
  const markings = Array.from({ length: MARKINGS }, (_, i) => ({
    userId,
    stationId: studied[i % studied.length]!,
    markedBy: userId,
    createdAt: new Date(now.getTime() - Math.floor((i * 120 * DAY_MS) / MARKINGS) - 60_000),
    mark: 20 + ((i * 37) % 81),
    globalScore: i % 6,
    scores: [],
  }));
  for (let i = 0; i < markings.length; i += 250) {
    await db.insert(stationMarkings).values(markings.slice(i, i + 250));
  }
  await db.insert(stationProgress).values(
    studied.map((stationId, i) => {
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
    }),
  );
  const lists = ['Cardiology', 'Before the exam', 'Weak spots'];
  for (const [position, name] of lists.entries()) {
    const [list] = await db
      .insert(playlists)
      .values({ userId, name, position })
      .returning({ id: playlists.id });
    await db.insert(playlistItems).values(
      ids.slice(position * 8, position * 8 + 8).map((stationId, k) => ({
        playlistId: list!.id,
        stationId,
        position: k,
      })),
    );
  }
  // Codes with a 0, which the server's alphabet lacks, so they never meet a code it draws.
  const groups = [
    { code: 'B0NCH1', nickname: 'Tuesday practice', members: [userId, classmate] },
    { code: 'B0NCH2', nickname: null, members: [userId] },
  ];
  for (const group of groups) {
    const [row] = await db
      .insert(studyGroups)
      .values({ code: group.code, nickname: group.nickname, createdBy: userId })
      .returning({ id: studyGroups.id });
    await db
      .insert(studyGroupMembers)
      .values(group.members.map((id) => ({ groupId: row!.id, userId: id })));
  }

  const { token } = await sessions.open(userId);
  const purchasers: string[] = [];
  for (let i = 0; i < PURCHASERS; i++) {
    purchasers.push((await sessions.open(await member(`bench-buyer-${i + 1}`))).token);
  }
  process.stdout.write(
    `${JSON.stringify({
      token,
      purchasers,
      stations: ids.length,
      markings: markings.length,
      playlists: lists.length,
      groups: groups.length,
    })}\n`,
  );
} finally {
  await database.close();
}

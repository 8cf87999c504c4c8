// `npm run bench`'s realtime scenario: prepares a database (DATA_DIR, embedded) with the demo
// catalogue and GROUPS study groups of GROUP_SIZE members each. Every member is signed in (a live
// session, as a login leaves it) and may study: the last member of each group on the Free Trial,
// the others on a paid plan, so the examiner (the first) can set any station. Prints
// {"station_id": n, "groups": [{"id": n, "members": [{"uid": n, "token": "..."}, ...]}, ...]} on
// its last line. The bench then starts the built server on this DATA_DIR with SEED=false.
import { asc, desc, eq } from 'drizzle-orm';
import { GROUP_CODE_ALPHABET } from '@osce/shared/schemas/groups';
import { loadConfig } from '../config.ts';
import { openDatabaseFromConfig } from '../db/open.ts';
import {
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

const GROUPS = Number(process.env.BENCH_GROUPS ?? 200);
const GROUP_SIZE = Number(process.env.BENCH_GROUP_SIZE ?? 6);
const DAY_MS = 86_400_000;
/** Rows per insert: well under Postgres's 65,535 bound parameters for every table here. */
const BATCH = 500;

/** The group's code: its index written in the code alphabet, six characters, unique. */
function codeOf(index: number): string {
  let code = '';
  for (let n = index, i = 0; i < 6; i++, n = Math.floor(n / GROUP_CODE_ALPHABET.length)) {
    code = GROUP_CODE_ALPHABET[n % GROUP_CODE_ALPHABET.length] + code;
  }
  return code;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

const config = loadConfig();
const database = await openDatabaseFromConfig(config);
try {
  await database.migrate();
  await seedCatalogue(database.db, readCatalogue(config.CONTENT_DIR));
  const db = database.db;
  const now = systemClock.now();
  const [current] = await db
    .select({ id: terms.id })
    .from(terms)
    .orderBy(desc(terms.version))
    .limit(1);
  const total = GROUPS * GROUP_SIZE;
  const members: { id: number }[] = [];
  await insertInBatches(
    Array.from({ length: total }, (_, i) => ({
      email: `bench-realtime-${i + 1}@example.test`,
      username: `bench-realtime-${i + 1}`,
      firstName: 'Bench',
      lastName: `Member ${i + 1}`,
      activatedAt: now,
      termsAgreedId: current?.id ?? null,
    })),
    async (batch) =>
      members.push(...(await db.insert(users).values(batch).returning({ id: users.id }))),
  );

  const planId = async (name: string) => {
    const [plan] = await db
      .select({ id: subscriptionTypes.id })
      .from(subscriptionTypes)
      .where(eq(subscriptionTypes.name, name))
      .limit(1);
    if (!plan) throw new Error(`no subscription type named ${name} in the catalogue`);
    return plan.id;
  };
  const paid = await planId('1 Month');
  const trial = await planId('Free Trial');
  const isTrial = (i: number) => i % GROUP_SIZE === GROUP_SIZE - 1;
  await insertInBatches(
    members.map((m, i) => ({
      userId: m.id,
      subscriptionTypeId: isTrial(i) ? trial : paid,
      status: 'active' as const,
      startDate: new Date(now.getTime() - DAY_MS),
      expiryDate: new Date(now.getTime() + (isTrial(i) ? 7 : 30) * DAY_MS),
      price: 0,
      currency: 'USD',
    })),
    (batch) => db.insert(subscriptions).values(batch),
  );

  // Made by their first member, as POST /api/groups/create leaves them; the others joined.
  const groups: { id: number }[] = [];
  await insertInBatches(
    Array.from({ length: GROUPS }, (_, g) => ({
      code: codeOf(g),
      nickname: `Bench ward ${g + 1}`,
      createdBy: members[g * GROUP_SIZE]!.id,
    })),
    async (batch) =>
      groups.push(
        ...(await db.insert(studyGroups).values(batch).returning({ id: studyGroups.id })),
      ),
  );
  await insertInBatches(
    members.map((m, i) => ({ groupId: groups[Math.floor(i / GROUP_SIZE)]!.id, userId: m.id })),
    (batch) => db.insert(studyGroupMembers).values(batch),
  );

  const sessions = createSessionService({ db, clock: systemClock });
  const tokens: string[] = [];
  for (const m of members) tokens.push((await sessions.open(m.id)).token);

  const [station] = await db
    .select({ id: stations.id })
    .from(stations)
    .orderBy(asc(stations.number))
    .limit(1);
  if (!station) throw new Error('the demo catalogue has no station');
  process.stdout.write(
    `${JSON.stringify({
      station_id: station.id,
      groups: groups.map((g, k) => ({
        id: g.id,
        members: members
          .slice(k * GROUP_SIZE, (k + 1) * GROUP_SIZE)
          .map((m, j) => ({ uid: m.id, token: tokens[k * GROUP_SIZE + j] })),
      })),
    })}\n`,
  );
} finally {
  await database.close();
}

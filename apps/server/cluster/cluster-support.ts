// What the cluster suite shares: two built app processes behind nginx (scripts/cluster) on a fresh
// PostgreSQL database (created here, dropped afterwards) and a Redis server of the suite's own,
// so a case may take Redis away without touching the Redis other tests and developers use, and
// no other cluster's events or socket rooms reach these processes. Members are made straight in
// the database (a password and sessions); everything the cases check goes over real HTTP and
// Socket.IO, addressed to one process by its own port when the case is about "A" and "B".
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { freePort, startCluster, type Cluster } from '../../../scripts/cluster/index.mjs';
import { openDatabase, type Database } from '../src/db/client.ts';
import { countries, subscriptions, subscriptionTypes, users } from '../src/db/schema/index.ts';
import { systemClock } from '../src/lib/clock.ts';
import { hashPassword } from '../src/modules/accounts/password-hasher.ts';
import { createSessionService } from '../src/modules/accounts/session.service.ts';

export const METRICS_TOKEN = 'cluster-metrics-token-0123456789';
export const STRIPE_WEBHOOK_SECRET = 'whsec_cluster_0123456789abcdef';
export const PASSWORD = 'Cluster-pass-1';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A Redis server for this suite alone, on a free port; stop() and start() take it away and back. */
export interface OwnRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function startOwnRedis(dir: string): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const log = path.join(dir, 'redis.log');
  async function start() {
    const out = fs.openSync(log, 'a');
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', out, out] },
    );
    fs.closeSync(out);
    const started = child;
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(port))) {
      if (started.exitCode !== null || Date.now() > deadline) {
        throw new Error(`redis-server did not start:\n${fs.readFileSync(log, 'utf8')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new net.Socket();
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data: Buffer) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

export interface TestCluster {
  cluster: Cluster;
  /** Process A and process B, each by its own port (bypassing nginx). */
  a: string;
  b: string;
  /** nginx in front of both. */
  url: string;
  redis: OwnRedis;
  database: Database;
  /** The US '1 Month' plan and the free trial of the demo catalogue. */
  plans: { countryId: number; monthId: number; trialId: number };
}

/**
 * Starts the cluster for the enclosing file (beforeAll) and stops everything afterwards. Read it
 * inside tests: `const c = useCluster(); it('...', () => c().a)`.
 */
export function useCluster(): () => TestCluster {
  let state: TestCluster | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let runDir: string | undefined;
  // What was started so far, stopped in afterAll even when the start failed halfway.
  const started: { redis?: OwnRedis; cluster?: Cluster; database?: Database } = {};
  let startFailed = false;
  beforeAll(async () => {
    startFailed = true;
    runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'osce-cluster-test-'));
    const serverUrl =
      process.env.CLUSTER_DATABASE_SERVER ??
      process.env.DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `osce_cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(serverUrl, `create database ${name}`);
    dropDatabase = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const redis = (started.redis = await startOwnRedis(runDir));
    const cluster = (started.cluster = await startCluster({
      processes: 2,
      port: 0,
      databaseUrl: url.toString(),
      redisUrl: redis.url,
      dir: runDir,
      keepDir: true,
      env: {
        METRICS_TOKEN,
        STRIPE_WEBHOOK_SECRET,
        PAYMENTS: 'sandbox',
        SMTP_URL: '',
        LOG_LEVEL: 'info',
        ADMIN_PASSWORD: 'Admin-cluster-1',
      },
    }));
    const database = (started.database = await openDatabase({
      kind: 'postgres',
      url: url.toString(),
    }));
    state = {
      cluster,
      a: cluster.processes[0]!.url,
      b: cluster.processes[1]!.url,
      url: cluster.url,
      redis,
      database,
      plans: await demoPlans(database),
    };
    startFailed = false;
  });
  let anyFailed = false;
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      anyFailed = true;
    });
  });
  afterAll(async () => {
    // Each step runs even if one before it failed: no process, Redis or database is left behind.
    const steps = [
      () => started.database?.close(),
      () => started.cluster?.stop(),
      () => started.redis?.stop(),
      () => dropDatabase?.(),
    ];
    for (const step of steps) {
      try {
        await step();
      } catch (err) {
        console.warn('cluster clean-up:', err);
      }
    }
    // Kept when a case failed, so the processes' and nginx's logs can be read (KEEP_CLUSTER_LOGS=1
    // keeps them always).
    if (!runDir) return;
    if (process.env.KEEP_CLUSTER_LOGS || anyFailed || startFailed) {
      console.warn(`cluster logs kept in ${runDir}`);
    } else {
      fs.rmSync(runDir, { recursive: true, force: true });
    }
  });
  return () => {
    if (!state) throw new Error('the cluster starts in beforeAll: read it inside a test');
    return state;
  };
}

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function demoPlans(database: Database) {
  const db = database.db;
  const [us] = await db.select().from(countries).where(eq(countries.code, 'US'));
  if (!us) throw new Error('the demo catalogue has no US');
  const plan = async (name: string) => {
    const [row] = await db
      .select()
      .from(subscriptionTypes)
      .where(and(eq(subscriptionTypes.countryId, us.id), eq(subscriptionTypes.name, name)));
    if (!row) throw new Error(`the demo catalogue has no US plan ${name}`);
    return row.id;
  };
  return { countryId: us.id, monthId: await plan('1 Month'), trialId: await plan('Free Trial') };
}

export interface ClusterMember {
  id: number;
  email: string;
  username: string;
  /** The session opened with the member (more with openSession). */
  token: string;
}

let sequence = 0;

/** A member who can log in with PASSWORD, with one live session; `access` gives a current plan. */
export async function createMember(
  c: TestCluster,
  access: 'paid' | 'trial' | 'none' = 'paid',
): Promise<ClusterMember> {
  sequence += 1;
  const unique = `${process.pid}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
  const [user] = await c.database.db
    .insert(users)
    .values({
      email: `cluster-${unique}@example.test`,
      username: `cluster-${unique}`,
      role: 'member',
      passwordHash: await hashPassword(PASSWORD),
      activatedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('member not created');
  if (access !== 'none') {
    const start = new Date(Date.now() - DAY_MS);
    await c.database.db.insert(subscriptions).values({
      userId: user.id,
      subscriptionTypeId: access === 'paid' ? c.plans.monthId : c.plans.trialId,
      status: 'active',
      startDate: start,
      expiryDate: new Date(start.getTime() + 30 * DAY_MS),
      price: 0,
      currency: 'USD',
    });
  }
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    token: await openSession(c, user.id),
  };
}

/** Another live session of the member, as a second device would have. */
export async function openSession(c: TestCluster, userId: number): Promise<string> {
  const sessions = createSessionService({ db: c.database.db, clock: systemClock });
  return (await sessions.open(userId)).token;
}

/**
 * A request to one process (or nginx) with the member's token; the JSON body when there is one
 * (the caller names its shape: the API's answers are checked by the suite's own expectations).
 */
export async function call<T = Record<string, unknown>>(
  base: string,
  token: string | null,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (metrics)
  }
  return { status: res.status, body: parsed as T };
}

/** A socket of the member's session, connected to one process directly; resolves once connected. */
export async function connectSocket(base: string, token: string): Promise<Socket> {
  const socket = io(base, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  return socket;
}

/** Resolves with the reason when the server ends the socket; rejects after `ms`. */
export function disconnected(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already disconnected');
    const timer = setTimeout(() => reject(new Error(`socket still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** The value of a gauge or counter (without labels) in a process's /metrics. */
export async function metric(base: string, name: string): Promise<number | undefined> {
  const res = await call(base, METRICS_TOKEN, 'GET', '/metrics');
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  const line = String(res.body)
    .split('\n')
    .find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

/** Polls `check` until it returns true (a state another process reaches on its own); throws after ms. */
export async function eventually(
  what: string,
  check: () => Promise<boolean>,
  ms = 10_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

/** The reset link's code from the newest mail to `email` in the cluster's outbox. */
export async function resetCodeFor(c: TestCluster, email: string): Promise<string> {
  const outbox = path.join(c.cluster.dataDir, 'mail');
  let code: string | undefined;
  await eventually(`a reset mail to ${email}`, async () => {
    if (!fs.existsSync(outbox)) return false;
    for (const file of fs.readdirSync(outbox).sort().reverse()) {
      // Quoted-printable: soft line breaks may cut the link.
      const text = fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
      if (!text.includes(email)) continue;
      code = /\/reset-password\/([A-Za-z0-9_-]{20,})/.exec(text)?.[1];
      if (code) return true;
    }
    return false;
  });
  return code!;
}

// Scenario 6 (BENCH_ONLY=realtime): group study over Socket.IO, fan-out and phase spread.
// Run by scripts/bench.mjs (see its header for what each scenario measures and its options).
import fs from 'node:fs';
import path from 'node:path';
import {
  root,
  HOST,
  DURATION_S,
  WARMUP_S,
  startOurServer,
  problems,
  run,
  sleep,
  freePort,
  startNode,
  waitFor200,
  tail,
  stopProcess,
  cpuSeconds,
  machineBusySeconds,
  kb,
  fmt,
  realtimeSockets,
} from './lib.mjs';
import { runToEnd } from './station-list.mjs';

// ---------------------------------------------------------------------------------------------
// 6. Realtime: group study over Socket.IO on one server process. 200 groups of 6 members
//    (apps/server/src/bench/realtime-fixture.ts prepares them), all connected from this process
//    as browsers connect (socket.io-client, websocket, bearer token in the handshake); in each
//    group one member is the examiner, the others candidate, patient and observers, and the
//    examiner has set a station and started it.
//    Fan-out: every examiner sends a station command once a second, pause and resume in turn, the
//    groups evenly staggered over the second (200 commands and 1,000 member receipts a second);
//    each is timed from the examiner's emit to each of the five other members' receipt of the
//    snapshot carrying it (matched by version). A group sends its next command only once the
//    last one arrived everywhere, so a slow server shows as latency, not as a backlog. Goal: p99
//    under 20 ms. The same clients against a bare Socket.IO server that broadcasts the same
//    snapshot to the room (scripts/bench/bare-socket-server.mjs) give the baseline.
//    Phase-change spread: every member simulates a network delay, fixed per member, uniform in
//    20–80 ms, on everything it receives and both ways of its clock checks; it measures its clock
//    offset as a browser does (CLOCK_ROUNDS `time` round trips, the least delay kept) and, for
//    every snapshot that sets a countdown (start, the server's own phase changes, skip; phases
//    of one second), computes when its screen changes phase: phaseEndsAt − offset, local time.
//    The spread is max − min of those moments across a group. All members share this process's
//    clock, so the spread is the error that the simulated delays put into the offset estimates.
//    Goal: under 25 ms.
//    Join cost: after the handshakes, the server's idle CPU is measured for IDLE_S seconds (its
//    ping timers with every socket open); then every member, a distinct one each time, enters
//    their group's room (50 at a time, so most joins are into a group others are already in and
//    fan out to them). The server's CPU over the joins, minus the idle rate over the same time,
//    divided by the joins, is the CPU one member's join costs. Goal: under 2 ms.
//    BENCH_REALTIME=join stops after this step (no fan-out, spread or bare baseline).

export const REALTIME_GOALS = { fanOutP99Ms: 20, spreadMs: 25, joinCpuMs: 2 };
/** Seconds of quiet before the joins, over which the server's idle CPU is measured. */
export const IDLE_S = 3;
export const JOIN_ONLY = process.env.BENCH_REALTIME === 'join';
export const realtimeFixture = path.join(root, 'apps/server/src/bench/realtime-fixture.ts');
export const bareSocketServerMain = path.join(root, 'scripts/bench/bare-socket-server.mjs');
export const GROUP_SIZE = 6;
/** Each group's examiner sends one command per period. */
export const FANOUT_PERIOD_MS = 1000;
/** Members connecting at once; groups set up at once; groups checking their clocks at once. */
export const CONNECT_BATCH = 50;
export const SETUP_BATCH = 20;
export const CLOCK_BATCH = 25;
export const CLOCK_ROUNDS = 5;
export const NETWORK_DELAY_MS = { min: 20, max: 80 };
export const DELAY_SEED = 6;
export const ACK_TIMEOUT_MS = 5000;
/** A command not seen by every member this long after it was sent is reported as lost. */
export const ROUND_TIMEOUT_MS = 5000;
export const CONNECT_BUDGET_MS = 90_000;
/** Long phases for the fan-out (no countdown runs out meanwhile); option 0 (1 s) for the spread. */
export const LONG_TIMING = { reading: 3, station: 10, question: 4, feedback: 10, disabled: false };
export const SHORT_TIMING = { reading: 0, station: 2, question: 0, feedback: 0, disabled: false };

/** Sockets open to a server, closed on the way out whatever happens. */

/** A browser's clock: `performance.timeOrigin + performance.now()`, as the web app reads it. */
export const localNow = () => performance.timeOrigin + performance.now();

/** A seeded uniform generator (mulberry32), so every run simulates the same delays. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The p-th percentile (nearest rank); null for no values. */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The soft limit on open files, which every socket counts against; null where /proc has none. */
export function openFilesLimit() {
  try {
    const line = fs
      .readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === 'unlimited' ? Infinity : Number(soft);
  } catch {
    return null;
  }
}

/** Runs `task` on every item, `size` at a time. */
export async function inBatches(items, size, task) {
  const results = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(task))));
  }
  return results;
}

/**
 * One member's connection (the handshake, token checked): the newest snapshot, the simulated
 * network delay on what it receives (0 while the fan-out is measured), and what the scenario is
 * watching for.
 */
export async function connectMember(connect, url, member, groupId) {
  const socket = connect(url, {
    path: '/socket.io',
    auth: { token: member.token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: ACK_TIMEOUT_MS,
  });
  realtimeSockets.add(socket);
  const m = {
    uid: member.uid,
    groupId,
    socket,
    latest: null,
    delayMs: 0,
    offset: null,
    watch: null,
  };
  const receive = (snapshot, at) => {
    if (!m.latest || snapshot.version >= m.latest.version) m.latest = snapshot;
    m.watch?.(m, snapshot, at);
  };
  socket.on('snapshot', (snapshot) => {
    if (m.delayMs) setTimeout(() => receive(snapshot, performance.now()), m.delayMs);
    else receive(snapshot, performance.now());
  });
  socket.on('disconnect', (reason) => {
    if (realtimeSockets.has(socket)) problems.push(`member ${m.uid} was disconnected: ${reason}`);
  });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return m;
}

/** Into the group's room; the server answers with the session (before the acknowledgement). */
export async function joinRoom(m) {
  const answer = await m.socket
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck('join', { group_id: m.groupId });
  if (!answer.ok) {
    throw new Error(`member ${m.uid} could not join group ${m.groupId}: ${answer.message}`);
  }
}

/** `work`'s wall time and the CPU milliseconds it cost the server and this process, per item. */
export async function costOf(proc, items, work) {
  const t0 = Date.now();
  const before = cpuSeconds(proc.child.pid);
  const selfBefore = process.cpuUsage();
  const value = await work();
  const after = cpuSeconds(proc.child.pid);
  const self = process.cpuUsage(selfBefore);
  return {
    value,
    seconds: (Date.now() - t0) / 1000,
    serverMs: before === null || after === null ? null : ((after - before) * 1000) / items,
    clientMs: (self.user + self.system) / 1000 / items,
  };
}

/** The server's CPU (cores) while nothing is asked of it, over `seconds`; null without /proc. */
export async function idleCpuPerSecond(proc, seconds) {
  const before = cpuSeconds(proc.child.pid);
  await sleep(seconds * 1000);
  const after = cpuSeconds(proc.child.pid);
  return before === null || after === null ? null : (after - before) / seconds;
}

/**
 * Every member of the fixture connected to `proc` at `url`, then in their group's room, in
 * batches; what each step cost.
 */
export async function connectAll(connect, proc, url, fixtureGroups) {
  const until = Date.now() + CONNECT_BUDGET_MS;
  const inTime = () => {
    if (Date.now() > until) {
      throw new Error(`connecting took longer than ${CONNECT_BUDGET_MS / 1000} s`);
    }
  };
  const pairs = fixtureGroups.flatMap((g) =>
    g.members.map((member) => ({ member, groupId: g.id })),
  );
  const handshake = await costOf(proc, pairs.length, () =>
    inBatches(pairs, CONNECT_BATCH, ({ member, groupId }) => {
      inTime();
      return connectMember(connect, url, member, groupId);
    }),
  );
  const connected = handshake.value;
  const idle = await idleCpuPerSecond(proc, IDLE_S);
  const join = await costOf(proc, pairs.length, () =>
    inBatches(connected, CONNECT_BATCH, (m) => {
      inTime();
      return joinRoom(m);
    }),
  );
  // What the joins cost beyond what the server spends anyway with every socket open.
  join.idleCoresPerSecond = idle;
  join.netServerMs =
    join.serverMs === null || idle === null
      ? null
      : Math.max(0, join.serverMs - (idle * join.seconds * 1000) / pairs.length);
  return {
    handshake,
    join,
    groups: fixtureGroups.map((g, k) => ({
      id: g.id,
      members: connected.slice(k * GROUP_SIZE, (k + 1) * GROUP_SIZE),
    })),
  };
}

export function disconnectAll(groups) {
  for (const m of groups.flatMap((g) => g.members)) {
    realtimeSockets.delete(m.socket);
    m.socket.disconnect();
  }
}

export async function send(m, type, data) {
  const answer = await m.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('message', { type, data });
  // An acknowledgement is received like everything else: behind the member's simulated delay.
  if (m.delayMs) await sleep(m.delayMs);
  if (!answer.ok) throw new Error(`${type} from member ${m.uid} was refused: ${answer.message}`);
}

/** Waits until every member's newest snapshot passes `test` (bounded by `ms`). */
export async function allSee(group, test, ms, what) {
  const until = Date.now() + ms;
  while (!group.members.every((m) => m.latest && test(m.latest))) {
    if (Date.now() > until) {
      throw new Error(`group ${group.id}: not every member saw ${what} within ${ms / 1000} s`);
    }
    await sleep(20);
  }
}

/** Roles as the spec's group screen takes them, then the examiner sets a station and starts. */
export async function prepareGroup(group, stationId) {
  const [examiner, candidate, patient, ...observers] = group.members;
  await send(examiner, 'change-role', { role: 'examiner' });
  await send(candidate, 'change-role', { role: 'candidate' });
  await send(patient, 'change-role', { role: 'patient' });
  for (const observer of observers) await send(observer, 'change-role', { role: 'observer' });
  await send(examiner, 'set-station', { station_id: stationId, timing: LONG_TIMING });
  await send(examiner, 'start');
  await allSee(group, (s) => s.current?.run.phase === 'reading', 10_000, 'the started station');
}

/** The examiner's next command, timed to each other member's receipt of its snapshot. */
export function fanOutRound(group) {
  const [examiner, ...others] = group.members;
  const wasPaused = examiner.latest.current.run.pausedRemainingMs !== null;
  const after = examiner.latest.version;
  return new Promise((resolve) => {
    const latencies = [];
    const seen = new Set();
    let acked = false;
    let done = false;
    let t0 = 0;
    let toPublish = null;
    const finish = (failure) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      for (const m of others) m.watch = null;
      resolve({ t0, latencies, toPublish, failure, lost: others.length - seen.size });
    };
    const timer = setTimeout(
      () => finish(`group ${group.id}: not answered everywhere within ${ROUND_TIMEOUT_MS} ms`),
      ROUND_TIMEOUT_MS,
    );
    const watch = (m, snapshot, at) => {
      if (seen.has(m) || snapshot.version <= after) return;
      const paused = snapshot.current?.run.pausedRemainingMs != null;
      if (paused === wasPaused) return;
      seen.add(m);
      latencies.push(at - t0);
      // Both clocks are this machine's: the server's share is from the emit to its publishing.
      toPublish ??= snapshot.serverNow - (performance.timeOrigin + t0);
      if (acked && seen.size === others.length) finish(null);
    };
    for (const m of others) m.watch = watch;
    t0 = performance.now();
    examiner.socket
      .timeout(ACK_TIMEOUT_MS)
      .emit('message', { type: wasPaused ? 'resume' : 'pause' }, (err, answer) => {
        if (err || !answer?.ok) {
          finish(`group ${group.id}: ${err ? 'no acknowledgement' : `refused: ${answer.message}`}`);
          return;
        }
        acked = true;
        if (seen.size === others.length) finish(null);
      });
  });
}

/** Every group's examiner once per period, staggered, for `seconds`. */
export async function fanOutRun(groups, seconds) {
  const result = { latencies: [], toPublish: [], rounds: [], commands: 0, lost: 0, failures: [] };
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    groups.map(async (group, k) => {
      await sleep((k * FANOUT_PERIOD_MS) / groups.length);
      while (performance.now() < end) {
        const next = performance.now() + FANOUT_PERIOD_MS;
        const round = await fanOutRound(group);
        result.commands += 1;
        result.lost += round.lost;
        result.latencies.push(...round.latencies);
        if (round.toPublish !== null) result.toPublish.push(round.toPublish);
        result.rounds.push([
          Math.round(round.t0 - start),
          ...round.latencies.map((l) => +l.toFixed(2)),
        ]);
        if (round.failure) result.failures.push(round.failure);
        await sleep(Math.max(0, Math.min(next, end) - performance.now()));
      }
    }),
  );
  return result;
}

/**
 * A warm-up run, then the measured one with the server's and this process's CPU. Every command's
 * send time and receipts go to fanout-{label}.json in the temp dir (BENCH_KEEP=1 keeps it).
 */
export async function measureFanOut(proc, groups, label) {
  await fanOutRun(groups, WARMUP_S);
  const before = cpuSeconds(proc.child.pid);
  const machineBefore = machineBusySeconds();
  const selfBefore = process.cpuUsage();
  const t0 = performance.now();
  const r = await fanOutRun(groups, DURATION_S);
  const wall = (performance.now() - t0) / 1000;
  const after = cpuSeconds(proc.child.pid);
  const machineAfter = machineBusySeconds();
  const self = process.cpuUsage(selfBefore);
  r.cpu = before === null || after === null ? null : (after - before) / wall;
  r.loadgenCpu = (self.user + self.system) / 1e6 / wall;
  r.othersCpu =
    r.cpu === null || machineBefore === null || machineAfter === null
      ? null
      : Math.max(0, (machineAfter - machineBefore) / wall - r.cpu - r.loadgenCpu);
  // Server CPU per command, which reaches all six members of its group.
  r.usPerCommand = r.cpu === null || !r.commands ? null : (r.cpu * wall * 1e6) / r.commands;
  r.perSecond = r.commands / wall;
  r.samples = r.latencies.length;
  r.p50 = percentile(r.latencies, 50);
  r.p99 = percentile(r.latencies, 99);
  r.max = percentile(r.latencies, 100);
  r.publishP50 = percentile(r.toPublish, 50);
  r.publishP99 = percentile(r.toPublish, 99);
  fs.writeFileSync(path.join(run.tmp, `fanout-${label}.json`), JSON.stringify(r.rounds));
  if (r.failures.length) {
    problems.push(
      `${proc.name}: ${r.failures.length} of ${r.commands} commands did not reach every member (${r.lost} receipts lost), e.g. ${r.failures[0]}`,
    );
  }
  return r;
}

/** A member's clock offset to the server as a browser measures it, through its simulated delay. */
export async function measureOffset(m) {
  let best = null;
  for (let i = 0; i < CLOCK_ROUNDS; i++) {
    const sent = localNow();
    await sleep(m.delayMs);
    const serverNow = await m.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('time');
    await sleep(m.delayMs);
    const received = localNow();
    if (!best || received - sent < best.rtt) {
      best = { rtt: received - sent, offset: serverNow - (sent + received) / 2 };
    }
  }
  m.offset = best.offset;
}

export async function phaseSpread(groups) {
  // Back to the setup step with phases of one second, before any delay is simulated.
  await inBatches(groups, SETUP_BATCH, async (group) => {
    const examiner = group.members[0];
    await send(examiner, 'reset');
    await send(examiner, 'set-timing', { timing: SHORT_TIMING });
  });
  const random = seededRandom(DELAY_SEED);
  const members = groups.flatMap((g) => g.members);
  for (const m of members) {
    m.delayMs = NETWORK_DELAY_MS.min + random() * (NETWORK_DELAY_MS.max - NETWORK_DELAY_MS.min);
  }
  const t0 = Date.now();
  await inBatches(groups, CLOCK_BATCH, (group) => Promise.all(group.members.map(measureOffset)));
  const clockSeconds = (Date.now() - t0) / 1000;
  // This process's clock against the server's (the same machine): what every estimate should be.
  const trueOffset = Date.now() - localNow();
  // For every snapshot that sets a countdown: each member's local moment of that phase's end.
  const moments = groups.map(() => new Map());
  groups.forEach((group, k) => {
    for (const m of group.members) {
      m.watch = (member, snapshot) => {
        const endsAt = snapshot.current?.run.phaseEndsAt;
        if (endsAt === null || endsAt === undefined) return;
        const list = moments[k].get(snapshot.version) ?? [];
        list.push(endsAt - member.offset);
        moments[k].set(snapshot.version, list);
      };
    }
  });
  try {
    await Promise.all(
      groups.map(async (group) => {
        const examiner = group.members[0];
        await send(examiner, 'start');
        await allSee(group, (s) => s.current?.run.phase === 'station', 10_000, 'the station phase');
        await send(examiner, 'skip');
        await allSee(group, (s) => s.current?.run.phase === 'complete_1', 10_000, 'the run end');
      }),
    );
  } finally {
    for (const m of members) {
      m.watch = null;
      m.delayMs = 0;
    }
  }
  const spreads = [];
  let incomplete = 0;
  for (const byVersion of moments) {
    for (const list of byVersion.values()) {
      if (list.length === GROUP_SIZE) spreads.push(Math.max(...list) - Math.min(...list));
      else incomplete += 1;
    }
  }
  if (incomplete)
    problems.push(`phase spread: ${incomplete} phase changes did not reach a whole group`);
  const errors = members.map((m) => Math.abs(m.offset - trueOffset));
  return {
    samples: spreads.length,
    p50: percentile(spreads, 50),
    p99: percentile(spreads, 99),
    max: percentile(spreads, 100),
    errorP99: percentile(errors, 99),
    clockSeconds,
  };
}

export async function realtime(webSnapshot) {
  const dataDir = path.join(run.tmp, 'data-realtime');
  const fixtureLog = path.join(run.tmp, 'realtime-fixture.log');
  console.log('\nRealtime: preparing 200 groups of 6 members, each signed in and with access…');
  const t0 = Date.now();
  const done = await runToEnd(
    'realtime fixture',
    ['--import', 'tsx', realtimeFixture],
    { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
    fixtureLog,
  );
  const lastLine = fs.readFileSync(fixtureLog, 'utf8').trim().split('\n').pop() ?? '';
  if (done.code !== 0 || !lastLine.startsWith('{')) {
    throw new Error(`the realtime fixture failed (code ${done.code})\n${tail(fixtureLog)}`);
  }
  const fixture = JSON.parse(lastLine);
  const memberCount = fixture.groups.reduce((sum, g) => sum + g.members.length, 0);
  if (fixture.groups.some((g) => g.members.length !== GROUP_SIZE)) {
    throw new Error(`the realtime fixture's groups are not all of ${GROUP_SIZE} members`);
  }
  console.log(
    `  ${fixture.groups.length} groups, ${memberCount} members, prepared in ${fmt((Date.now() - t0) / 1000, 1)} s`,
  );
  // This process holds one end of every connection and the server (which inherits the limit) the other.
  const files = openFilesLimit();
  if (files !== null && files < memberCount + 512) {
    throw new Error(
      `${memberCount} sockets need more open files than the limit of ${files}: raise it (ulimit -n 4096)`,
    );
  }
  const { io: connect } = await import('socket.io-client');
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const ours = startOurServer('realtime', {
    port,
    dataDir,
    webSnapshot,
    logName: 'server-realtime.log',
    env: {
      // All 1,200 members connect from this one address, which the per-address cap would refuse.
      MAX_CONNECTIONS_PER_ADDRESS: '0',
    },
  });
  const r = { groups: fixture.groups.length, members: memberCount };
  let template;
  let groups = [];
  try {
    await waitFor200(ours, `${base}/api/health`);
    const connected = await connectAll(connect, ours, base, fixture.groups);
    groups = connected.groups;
    r.handshake = connected.handshake;
    r.join = connected.join;
    const t = Date.now();
    await inBatches(groups, SETUP_BATCH, (group) => prepareGroup(group, fixture.station_id));
    r.setupSeconds = (Date.now() - t) / 1000;
    console.log(`  ${connectLine('ours', r, memberCount)}`);
    console.log(`  ${joinLine(r.join)}`);
    if (JOIN_ONLY) {
      r.joinOnly = true;
      return r;
    }
    console.log(`  roles taken, station set and started in ${fmt(r.setupSeconds, 1)} s`);
    template = groups[0].members[0].latest;
    r.snapshotBytes = Buffer.byteLength(JSON.stringify(template));
    console.log(
      `  fan-out on ours: warm-up ${WARMUP_S} s, then ${DURATION_S} s, each examiner once a second…`,
    );
    r.ours = await measureFanOut(ours, groups, 'ours');
    console.log(`  ${fanOutLine('ours', r.ours)}`);
    console.log(
      `  phase-change spread: ${CLOCK_ROUNDS} clock checks per member through ${NETWORK_DELAY_MS.min}–${NETWORK_DELAY_MS.max} ms of simulated delay…`,
    );
    r.spread = await phaseSpread(groups);
    console.log(`  ${spreadLine(r.spread)}`);
  } finally {
    disconnectAll(groups);
    await stopProcess(ours);
  }
  const logLines = fs.readFileSync(ours.logFile, 'utf8').split('\n').filter(Boolean);
  r.logErrors = logLines.filter((line) => /"level":(50|60)/.test(line)).length;
  if (r.logErrors) problems.push(`our server (realtime) logged ${r.logErrors} errors`);

  const barePort = await freePort();
  const bareBase = `http://${HOST}:${barePort}`;
  const snapshotFile = path.join(run.tmp, 'bare-snapshot.json');
  fs.writeFileSync(snapshotFile, JSON.stringify(template));
  const spec = path.join(run.tmp, 'bare-socket.json');
  fs.writeFileSync(spec, JSON.stringify({ port: barePort, snapshot: snapshotFile }));
  const bare = startNode(
    'bare Socket.IO server',
    [bareSocketServerMain, spec],
    {},
    path.join(run.tmp, 'bare-socket.log'),
  );
  let bareGroups = [];
  try {
    await waitFor200(bare, `${bareBase}/`);
    const connected = await connectAll(connect, bare, bareBase, fixture.groups);
    bareGroups = connected.groups;
    r.bareHandshake = connected.handshake;
    r.bareJoin = connected.join;
    console.log(
      `  ${connectLine('bare', { handshake: r.bareHandshake, join: r.bareJoin }, memberCount)}`,
    );
    console.log(
      `  fan-out on the bare Socket.IO server: warm-up ${WARMUP_S} s, then ${DURATION_S} s…`,
    );
    r.bare = await measureFanOut(bare, bareGroups, 'bare');
    console.log(`  ${fanOutLine('bare', r.bare)}`);
  } catch (err) {
    // Our figures stand on their own; the missing baseline is reported.
    problems.push(`bare Socket.IO baseline: ${err.message.split('\n')[0]}`);
    console.error(`  the bare Socket.IO baseline could not be measured: ${err.message}`);
  } finally {
    disconnectAll(bareGroups);
    await stopProcess(bare);
  }
  return r;
}

export function connectLine(label, { handshake, join }, members) {
  const cost = (step) =>
    `server CPU ${fmt(step.serverMs, 2)} ms, this process ${fmt(step.clientMs, 2)} ms per member`;
  return (
    `${label}: ${members} handshakes in ${fmt(handshake.seconds, 1)} s (${cost(handshake)}),` +
    ` then ${members} joins in ${fmt(join.seconds, 1)} s (${cost(join)}), ${CONNECT_BATCH} at a time`
  );
}

export function joinLine(join) {
  const ok = join.netServerMs !== null && join.netServerMs < REALTIME_GOALS.joinCpuMs;
  return (
    `join: server CPU ${fmt(join.netServerMs, 2)} ms per member entering a live group` +
    ` (${fmt(join.serverMs, 2)} ms measured, less the idle ${fmt(join.idleCoresPerSecond, 3)} cores over the joins;` +
    ` goal < ${REALTIME_GOALS.joinCpuMs} ms: ${ok ? 'ok' : 'BELOW GOAL'})`
  );
}

export function fanOutLine(label, f) {
  // The server stamps whole milliseconds: a share a little below zero is zero.
  const toMs = (x) => fmt(x === null ? null : Math.max(0, x), 1);
  return (
    `${label}: ${f.commands} commands (${fmt(f.perSecond)}/s), ${f.samples} receipts: p50 ${fmt(f.p50, 1)} ms,` +
    ` p99 ${fmt(f.p99, 1)} ms, max ${fmt(f.max, 1)} ms (emit to the server's publishing, to 1 ms: p50 ${toMs(f.publishP50)} ms,` +
    ` p99 ${toMs(f.publishP99)} ms); server CPU ${fmt(f.cpu, 2)} cores = ${fmt(f.usPerCommand)} µs/command;` +
    ` load generator ${fmt(f.loadgenCpu, 2)}, other processes ${fmt(f.othersCpu, 2)} cores`
  );
}

export function spreadLine(s) {
  return (
    `phase-change spread over ${s.samples} phase changes (group of ${GROUP_SIZE}): p50 ${fmt(s.p50, 1)} ms,` +
    ` p99 ${fmt(s.p99, 1)} ms, max ${fmt(s.max, 1)} ms; offset error p99 ${fmt(s.errorP99, 1)} ms;` +
    ` clocks checked in ${fmt(s.clockSeconds, 1)} s`
  );
}

export function realtimeLines(r) {
  const joinSummary = `Realtime ${joinLine(r.join)}`;
  if (r.joinOnly) return [joinSummary];
  const fanOk = r.ours.p99 !== null && r.ours.p99 < REALTIME_GOALS.fanOutP99Ms;
  const spreadOk = r.spread.p99 !== null && r.spread.p99 < REALTIME_GOALS.spreadMs;
  const ratio = (a, b) => fmt(a && b ? a / b : null, 2);
  const noisy = Math.max(r.ours.othersCpu ?? 0, r.bare?.othersCpu ?? 0);
  const sum = (a, b) => (typeof a === 'number' && typeof b === 'number' ? a + b : null);
  return [
    `Realtime fan-out (${r.groups} groups of ${GROUP_SIZE}, ${r.members} websockets on one server, each examiner pause/resume once a second,` +
      ` ${fmt(kb(r.snapshotBytes), 1)} kB snapshot to 6 members): ours p50 ${fmt(r.ours.p50, 1)} ms, p99 ${fmt(r.ours.p99, 1)} ms` +
      ` over ${r.ours.samples} receipts (goal p99 < ${REALTIME_GOALS.fanOutP99Ms} ms: ${fanOk ? 'ok' : 'BELOW GOAL'});` +
      ` bare Socket.IO p50 ${fmt(r.bare?.p50, 1)} ms, p99 ${fmt(r.bare?.p99, 1)} ms over ${r.bare?.samples ?? 0};` +
      ` p99 ours ÷ bare ${ratio(r.ours.p99, r.bare?.p99)}; server CPU ${fmt(r.ours.usPerCommand)} vs ${fmt(r.bare?.usPerCommand)} µs/command;` +
      ` connecting and joining cost the server ${fmt(sum(r.handshake?.serverMs, r.join?.serverMs), 1)} ms CPU per member` +
      ` (bare ${fmt(sum(r.bareHandshake?.serverMs, r.bareJoin?.serverMs), 1)} ms)`,
    joinSummary,
    ...(noisy > 0.2
      ? [
          `(other processes used up to ${fmt(noisy, 2)} of the 2 cores during the fan-out runs: its tail latencies are noisy)`,
        ]
      : []),
    `Realtime phase-change spread (each member ${NETWORK_DELAY_MS.min}–${NETWORK_DELAY_MS.max} ms simulated delay, offset from the best of` +
      ` ${CLOCK_ROUNDS} clock checks; one process, one clock, so this is the offset estimation error the delays introduce):` +
      ` p50 ${fmt(r.spread.p50, 1)} ms, p99 ${fmt(r.spread.p99, 1)} ms over ${r.spread.samples} phase changes` +
      ` (goal < ${REALTIME_GOALS.spreadMs} ms: ${spreadOk ? 'ok' : 'BELOW GOAL'})`,
  ];
}

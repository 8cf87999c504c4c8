// A group's time after the process that ran its timers is gone (docs/groups.md, 'Several
// processes'): two GroupLive instances on one store stand for two processes on one Redis. Process A
// starts the run and holds its timer; A dies (its timers never fire); the members' sockets
// reconnect to B, whose join watches the group, so B applies the phase end at its moment and tells
// the room. The browser journey e2e/cluster-group.cluster.e2e.ts kills a real process behind nginx.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '@osce/shared/groups/group-session';
import { DEFAULT_TIMING } from '@osce/shared/stations/timing';
import { ManualClock } from '../lib/clock.ts';
import { createGroupLive, type GroupChange, type GroupLive } from './group-live.service.ts';
import { MemorySessionStore } from './session-store.ts';

const GROUP = 7;
const EXAMINER: Actor = { uid: 1, name: 'Ada Examiner', avatar: null, trial: false };
const CANDIDATE: Actor = { uid: 2, name: 'Ben Candidate', avatar: null, trial: false };
const STATION = { id: 11, number: 3, name: 'Chest pain', available_to_trial: true };
const READING_MS = 60_000;

let clock: ManualClock;
let store: MemorySessionStore;
let published: Record<'a' | 'b', GroupChange[]>;
let a: GroupLive;
let b: GroupLive;

function process(name: 'a' | 'b'): GroupLive {
  return createGroupLive({
    store,
    clock,
    publish: (change) => published[name].push(change),
    onError: (err) => {
      throw err;
    },
  });
}

/** Moves the clock and lets the timers due by then run. */
async function pass(ms: number): Promise<void> {
  clock.advance(ms);
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  clock = new ManualClock();
  store = new MemorySessionStore();
  published = { a: [], b: [] };
  a = process('a');
  b = process('b');
  // On process A: both arrive, take their roles, and the examiner starts a one-minute reading.
  for (const actor of [EXAMINER, CANDIDATE]) await a.apply(GROUP, actor, { type: 'arrive' });
  await a.apply(GROUP, EXAMINER, { type: 'change-role', role: 'examiner' });
  await a.apply(GROUP, CANDIDATE, { type: 'change-role', role: 'candidate-2' });
  const timing = { ...DEFAULT_TIMING, reading: 1, disabled: false };
  await a.apply(GROUP, EXAMINER, { type: 'set-station', station: STATION, timing, runId: 'r1' });
  const started = await a.apply(GROUP, EXAMINER, {
    type: 'station',
    command: { type: 'start' },
  });
  expect(started.ok && started.state.current?.run.phase).toBe('reading');
});

afterEach(() => {
  a.stop();
  b.stop();
  vi.useRealTimers();
});

const phaseOf = (change: GroupChange | undefined) => change?.state?.current?.run.phase;

describe('a group whose process died', () => {
  it("has its phase end applied by the process its members' sockets reconnected to", async () => {
    await pass(20_000);
    a.stop();
    // The candidate's socket reconnects to B: the join there applies 'arrive' and watches.
    const back = await b.apply(GROUP, CANDIDATE, { type: 'arrive' });
    expect(back.ok).toBe(true);
    b.watch(GROUP, await b.read(GROUP));
    published.b.length = 0;

    await pass(READING_MS - 20_000 - 1);
    expect(published.b).toEqual([]);
    await pass(1);
    expect(published.b.map(phaseOf)).toEqual(['station']);
    // The phase ended at its moment: Station Time counts from the end of reading.
    const run = published.b[0]!.state!.current!.run;
    expect(run.phaseEndsAt).toBe(clock.nowMs() + DEFAULT_TIMING.station * 60_000);
    // Nothing more from A, which is gone.
    expect(published.a.map(phaseOf)).not.toContain('station');
    // And B goes on looking after the group: the next phase ends on time too.
    await pass(DEFAULT_TIMING.station * 60_000);
    expect(published.b.map(phaseOf)).toEqual(['station', 'question']);
  });

  it('catches the time up at the first action after it, if no process was watching', async () => {
    a.stop();
    await pass(READING_MS + 5_000);
    expect(published.b).toEqual([]);
    // A member's action on B (here the examiner pausing) first applies the phase that ran out.
    const paused = await b.apply(GROUP, EXAMINER, {
      type: 'station',
      command: { type: 'pause' },
    });
    expect(paused.ok && paused.state.current?.run.phase).toBe('station');
    // Station Time began when reading ran out, five seconds before the pause.
    expect(paused.ok && paused.state.current?.run.pausedRemainingMs).toBe(
      DEFAULT_TIMING.station * 60_000 - 5_000,
    );
  });
});

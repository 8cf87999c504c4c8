import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMING, type StationTiming } from '../stations/timing.ts';
import {
  applyGroupAction,
  catchUp,
  emptySession,
  EXAMINER_NOTES_MAX,
  GROUP_GRACE_MS,
  GROUP_SUGGESTIONS_MAX,
  isStudied,
  nextDeadline,
  nextExpiry,
  settle,
  type Actor,
  type GroupAction,
  type GroupMember,
  type GroupNotice,
  type GroupRole,
  type GroupSessionState,
  type GroupStation,
  type SuggestedPlaylist,
} from './group-session.ts';

// Time is a number: the server's milliseconds. Default timing: 2, 6, 2, 2 minutes.
const T0 = 1_700_000_000_000;
const SECOND = 1_000;
const MINUTE = 60_000;
const GROUP_ID = 7;
const timing: StationTiming = { ...DEFAULT_TIMING, disabled: false };

function member(uid: number, name: string, overrides: Partial<Actor> = {}): Actor {
  return { uid, name, avatar: null, trial: false, ...overrides };
}

const ANN = member(1, 'Ann');
const BEN = member(2, 'Ben');
const CAT = member(3, 'Cat');
const DAN = member(4, 'Dan');
const EVE = member(5, 'Eve');

function station(number: number, overrides: Partial<GroupStation> = {}): GroupStation {
  return {
    id: number * 10,
    number,
    name: `Station ${number}`,
    available_to_trial: true,
    ...overrides,
  };
}

function playlist(...numbers: number[]): SuggestedPlaylist['playlist'] {
  return { id: 90, name: 'Cardiology', stations: numbers.map((n) => station(n)) };
}

/** Applies an action that must be accepted. */
function apply(state: GroupSessionState, who: Actor, action: GroupAction, at = T0) {
  const result = applyGroupAction(state, who, action, at);
  if (!result.ok) throw new Error(`${action.type} by ${who.name} refused: ${result.refusal}`);
  return result;
}

/** Applies an action that must be refused, and checks the state it was given is untouched. */
function refuse(state: GroupSessionState, who: Actor, action: GroupAction, at = T0) {
  const before: unknown = JSON.parse(JSON.stringify(state));
  const result = applyGroupAction(state, who, action, at);
  if (result.ok) throw new Error(`${action.type} by ${who.name} was accepted`);
  expect(state).toEqual(before);
  return result;
}

/** A session whose members arrived in this order and chose these roles. */
function groupOf(...seats: [Actor, GroupRole | null][]): GroupSessionState {
  let state = emptySession(GROUP_ID);
  for (const [who, role] of seats) {
    state = apply(state, who, { type: 'arrive' }).state;
    if (role) state = apply(state, who, { type: 'change-role', role }).state;
  }
  return state;
}

/** Ann examines, Ben is the candidate, Cat the patient, Dan observes. */
const fullRoom = () =>
  groupOf([ANN, 'examiner'], [BEN, 'candidate-2'], [CAT, 'patient'], [DAN, 'observer']);

/** Ann (the examiner) has set station 12, still in setup. */
function withStation(state = fullRoom(), runId = 'run-1'): GroupSessionState {
  return apply(state, ANN, { type: 'set-station', station: station(12), timing, runId }).state;
}

/** Station 12 started by Ann at T0: Reading Time ends at T0 + 2 minutes. */
function started(state = fullRoom()): GroupSessionState {
  return apply(withStation(state), ANN, { type: 'station', command: { type: 'start' } }).state;
}

/** Ann started a playlist of these station numbers. */
function inPlaylist(numbers: number[], state = fullRoom()): GroupSessionState {
  return apply(state, ANN, {
    type: 'start-playlist',
    playlist: playlist(...numbers),
    timing,
    runId: 'run-1',
  }).state;
}

function find(state: GroupSessionState, who: Actor): GroupMember | undefined {
  return state.members.find((m) => m.uid === who.uid);
}

function roleOf(state: GroupSessionState, who: Actor): GroupRole | null | undefined {
  return find(state, who)?.role;
}

/** Whether a notice of an action by `actorUid` reaches member `uid` (as the server fans it out). */
function reaches(notice: GroupNotice, uid: number, actorUid: number): boolean {
  if (notice.to === 'all') return true;
  if (notice.to === 'others') return uid !== actorUid;
  if (notice.to === 'actor') return uid === actorUid;
  return notice.to.uid === uid;
}

describe('arriving, dropping and leaving', () => {
  it('adds an arriving member with no role, online, and tells the others', () => {
    const { state, notices } = apply(groupOf([ANN, 'examiner']), BEN, { type: 'arrive' });
    expect(find(state, BEN)).toEqual({
      uid: 2,
      name: 'Ben',
      avatar: null,
      role: null,
      trial: false,
      online: true,
      awaySince: null,
      readyFor: null,
    });
    expect(notices).toEqual([{ to: 'others', kind: 'joined', name: 'Ben' }]);
    expect(isStudied(state)).toBe(true);
  });

  it('keeps a dropped member, away, with their role, and tells nobody', () => {
    const { state, notices } = apply(fullRoom(), ANN, { type: 'drop' });
    expect(find(state, ANN)).toMatchObject({ role: 'examiner', online: false, awaySince: T0 });
    expect(notices).toEqual([]);
    // The role is still held while they are away.
    const refused = refuse(state, DAN, { type: 'change-role', role: 'examiner' }, T0 + SECOND);
    expect(refused).toEqual({ ok: false, refusal: 'role-taken', takenBy: 'Ann' });
  });

  it('restores a member who comes back within the grace, same role, no toast', () => {
    const away = apply(fullRoom(), ANN, { type: 'drop' }).state;
    const back = apply(away, ANN, { type: 'arrive' }, T0 + GROUP_GRACE_MS - 1);
    expect(find(back.state, ANN)).toMatchObject({
      role: 'examiner',
      online: true,
      awaySince: null,
    });
    expect(back.state.members.map((m) => m.name)).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    expect(back.notices).toEqual([]);
  });

  it('keeps a station running for a member who drops and comes back', () => {
    const away = apply(started(), ANN, { type: 'drop' }, T0 + 30 * SECOND).state;
    const back = apply(away, ANN, { type: 'arrive' }, T0 + 60 * SECOND).state;
    expect(back.current?.run.phase).toBe('reading');
    expect(back.current?.runId).toBe('run-1');
  });

  it('lets a dropped member go exactly when the grace is over, not a millisecond before', () => {
    const away = apply(fullRoom(), CAT, { type: 'drop' }).state;
    const early = settle(away, T0 + GROUP_GRACE_MS - 1);
    expect(early.state).toBe(away);
    expect(early.notices).toEqual([]);

    const late = settle(away, T0 + GROUP_GRACE_MS);
    expect(find(late.state, CAT)).toBeUndefined();
    expect(late.notices).toEqual([{ to: 'all', kind: 'left', name: 'Cat' }]);
    expect(late.state.version).toBe(away.version + 1);
  });

  it('frees the role of a member let go', () => {
    const away = apply(fullRoom(), CAT, { type: 'drop' }).state;
    const { state } = apply(
      away,
      DAN,
      { type: 'change-role', role: 'patient' },
      T0 + GROUP_GRACE_MS,
    );
    expect(roleOf(state, DAN)).toBe('patient');
  });

  it('ends the run when the examiner is let go mid-station, and says so', () => {
    const away = apply(started(), ANN, { type: 'drop' }, T0 + 10 * SECOND).state;
    const { state, notices } = settle(away, T0 + 10 * SECOND + GROUP_GRACE_MS);
    expect(state.current).toBeNull();
    expect(find(state, ANN)).toBeUndefined();
    expect(notices).toEqual([
      { to: 'all', kind: 'left', name: 'Ann' },
      { to: 'all', kind: 'examiner-left' },
    ]);
  });

  it('keeps the run when a candidate is let go, with nobody attached', () => {
    const away = apply(started(), BEN, { type: 'drop' }, T0 + MINUTE).state;
    const { state, notices } = settle(away, T0 + MINUTE + GROUP_GRACE_MS);
    expect(state.current?.attached).toBeNull();
    // Reading Time (2 minutes) ended meanwhile: time caught up as well.
    expect(state.current?.run.phase).toBe('station');
    expect(notices).toEqual([{ to: 'all', kind: 'left', name: 'Ben' }]);
  });

  it('settles first on any action: one after the grace carries the left toast', () => {
    const away = apply(fullRoom(), CAT, { type: 'drop' }).state;
    const result = apply(
      away,
      DAN,
      { type: 'suggest-station', station: station(12) },
      T0 + GROUP_GRACE_MS,
    );
    expect(find(result.state, CAT)).toBeUndefined();
    expect(result.notices[0]).toMatchObject({ kind: 'left', name: 'Cat' });
    expect(result.notices.map((n) => n.kind)).toEqual([
      'left',
      'suggested-station',
      'suggested-station',
    ]);
  });

  // When no timer let the member go first (a restarted process, the same millisecond), the
  // action that settles it still tells its own actor.
  it('tells the member whose action let an expired member go, too', () => {
    const away = apply(fullRoom(), CAT, { type: 'drop' }).state;
    const { notices } = apply(
      away,
      DAN,
      { type: 'suggest-station', station: station(12) },
      T0 + GROUP_GRACE_MS,
    );
    const left = notices.find((n) => n.kind === 'left');
    expect(left && reaches(left, DAN.uid, DAN.uid)).toBe(true);
  });

  it('treats an arrival after the grace as a new member: no role, left then joined', () => {
    const away = apply(fullRoom(), CAT, { type: 'drop' }).state;
    const { state, notices } = apply(away, CAT, { type: 'arrive' }, T0 + GROUP_GRACE_MS);
    expect(roleOf(state, CAT)).toBeNull();
    expect(notices.map((n) => n.kind)).toEqual(['left', 'joined']);
  });

  it('lets a member leave at once, with a toast to the others', () => {
    const { state, notices } = apply(fullRoom(), DAN, { type: 'leave' });
    expect(find(state, DAN)).toBeUndefined();
    expect(notices).toEqual([{ to: 'others', kind: 'left', name: 'Dan' }]);
  });

  it('ends the run when the examiner leaves mid-station', () => {
    const { state, notices } = apply(started(), ANN, { type: 'leave' }, T0 + SECOND);
    expect(state.current).toBeNull();
    expect(notices.map((n) => n.kind)).toEqual(['left', 'examiner-left']);
  });

  it('is no longer studied once the last member has left', () => {
    const { state } = apply(groupOf([ANN, null]), ANN, { type: 'leave' });
    expect(isStudied(state)).toBe(false);
    expect(isStudied(null)).toBe(false);
  });

  it('refuses every action but arrive from someone not in the session', () => {
    expect(refuse(fullRoom(), EVE, { type: 'change-role', role: 'observer' })).toEqual({
      ok: false,
      refusal: 'not-member',
    });
  });
});

describe('roles', () => {
  it.each([
    ['candidate-2', 'Ben'],
    ['examiner', 'Ann'],
    ['patient', 'Cat'],
  ] as const)('refuses %s to a second member, naming its holder %s', (role, holder) => {
    const state = groupOf([ANN, 'examiner'], [BEN, 'candidate-2'], [CAT, 'patient'], [DAN, null]);
    expect(refuse(state, DAN, { type: 'change-role', role })).toEqual({
      ok: false,
      refusal: 'role-taken',
      takenBy: holder,
    });
  });

  it('opens observer to many', () => {
    const state = groupOf([ANN, 'observer'], [BEN, 'observer'], [CAT, 'observer']);
    expect(state.members.map((m) => m.role)).toEqual(['observer', 'observer', 'observer']);
  });

  it('frees the old role when a member switches', () => {
    const state = groupOf([ANN, 'examiner'], [BEN, 'candidate-2'], [CAT, null]);
    const switched = apply(state, BEN, { type: 'change-role', role: 'patient' }).state;
    const taken = apply(switched, CAT, { type: 'change-role', role: 'candidate-2' }).state;
    expect(taken.members.map((m) => m.role)).toEqual(['examiner', 'patient', 'candidate-2']);
  });

  it('changes nothing when a member chooses the role they hold', () => {
    const state = fullRoom();
    const result = apply(state, BEN, { type: 'change-role', role: 'candidate-2' });
    expect(result).toEqual({ ok: true, state, notices: [], changed: false });
    expect(result.state).toBe(state);
  });

  it('attaches a member who becomes the candidate during a run with nobody attached', () => {
    const state = started(groupOf([ANN, 'examiner'], [BEN, null]));
    expect(state.current?.attached).toBeNull();
    const next = apply(state, BEN, { type: 'change-role', role: 'candidate-2' }, T0 + SECOND);
    expect(next.state.current?.attached).toBe(BEN.uid);
  });

  describe('clear all roles', () => {
    it('is the examiner’s only', () => {
      expect(refuse(fullRoom(), BEN, { type: 'clear-role' })).toEqual({
        ok: false,
        refusal: 'examiner-only',
      });
    });

    it('is refused in a playlist', () => {
      expect(refuse(inPlaylist([1, 2]), ANN, { type: 'clear-role' })).toEqual({
        ok: false,
        refusal: 'in-playlist',
      });
    });

    it('makes everyone, the examiner too, an observer, with one toast for all', () => {
      const { state, notices } = apply(fullRoom(), ANN, { type: 'clear-role' });
      expect(state.members.map((m) => m.role)).toEqual([
        'observer',
        'observer',
        'observer',
        'observer',
      ]);
      expect(notices).toEqual([{ to: 'all', kind: 'role-cleared' }]);
    });
  });
});

describe('suggestions', () => {
  it('asks a member without a role to choose one before suggesting', () => {
    const state = groupOf([ANN, 'examiner'], [BEN, null]);
    expect(refuse(state, BEN, { type: 'suggest-station', station: station(12) }).refusal).toBe(
      'no-role',
    );
    const playlist = { id: 1, name: 'Cardio', stations: [station(12)] };
    expect(refuse(state, BEN, { type: 'suggest-playlist', playlist }).refusal).toBe('no-role');
  });

  it('tells the others who suggested which station, and the suggester their own', () => {
    const { state, notices } = apply(fullRoom(), BEN, {
      type: 'suggest-station',
      station: station(12),
    });
    expect(state.suggestedStations).toEqual([{ uid: 2, name: 'Ben', station: station(12) }]);
    expect(notices).toEqual([
      { to: 'others', kind: 'suggested-station', name: 'Ben', number: 12 },
      { to: 'actor', kind: 'suggested-station', number: 12 },
    ]);
  });

  it('replaces a member’s repeated suggestion, keeping another member’s', () => {
    let state = fullRoom();
    for (const [who, number] of [
      [BEN, 12],
      [BEN, 13],
      [CAT, 12],
      [BEN, 12],
    ] as const) {
      state = apply(state, who, { type: 'suggest-station', station: station(number) }).state;
    }
    expect(state.suggestedStations.map((s) => `${s.name}:${s.station.number}`)).toEqual([
      'Ben:13',
      'Cat:12',
      'Ben:12',
    ]);
  });

  it(`keeps the newest ${GROUP_SUGGESTIONS_MAX} suggestions`, () => {
    let state = fullRoom();
    for (let n = 1; n <= GROUP_SUGGESTIONS_MAX + 1; n++) {
      state = apply(state, BEN, { type: 'suggest-station', station: station(n) }).state;
    }
    const numbers = state.suggestedStations.map((s) => s.station.number);
    expect(numbers).toHaveLength(GROUP_SUGGESTIONS_MAX);
    expect(numbers[0]).toBe(2);
    expect(numbers.at(-1)).toBe(GROUP_SUGGESTIONS_MAX + 1);
  });

  it('refuses a paid station from a trial member, and takes a trial one', () => {
    const trialBen = { ...BEN, trial: true };
    const state = fullRoom();
    const paid = station(12, { available_to_trial: false });
    expect(refuse(state, trialBen, { type: 'suggest-station', station: paid })).toEqual({
      ok: false,
      refusal: 'not-for-trial',
    });
    const ok = apply(state, trialBen, { type: 'suggest-station', station: station(13) });
    expect(ok.state.suggestedStations).toHaveLength(1);
  });

  it('lists a suggested playlist once per member, and tells the others', () => {
    const once = apply(fullRoom(), CAT, { type: 'suggest-playlist', playlist: playlist(1, 2) });
    expect(once.notices).toEqual([
      { to: 'others', kind: 'suggested-playlist', name: 'Cat' },
      { to: 'actor', kind: 'suggested-playlist' },
    ]);
    const twice = apply(once.state, CAT, { type: 'suggest-playlist', playlist: playlist(1, 2, 3) });
    expect(twice.state.suggestedPlaylists).toEqual([
      { uid: 3, name: 'Cat', playlist: playlist(1, 2, 3) },
    ]);
  });
});

describe('starting a station or a playlist', () => {
  it('needs an examiner for a station, and for a playlist', () => {
    const state = fullRoom();
    const set: GroupAction = { type: 'set-station', station: station(12), timing, runId: 'r' };
    expect(refuse(state, BEN, set)).toEqual({ ok: false, refusal: 'needs-examiner-station' });
    const start: GroupAction = {
      type: 'start-playlist',
      playlist: playlist(1),
      timing,
      runId: 'r',
    };
    expect(refuse(state, BEN, start)).toEqual({ ok: false, refusal: 'needs-examiner-playlist' });
  });

  it('sets the station for all, attaches the candidate, resets suggestions', () => {
    let state = fullRoom();
    state = apply(state, DAN, { type: 'suggest-station', station: station(3) }).state;
    state = apply(state, DAN, { type: 'suggest-playlist', playlist: playlist(4) }).state;
    const { state: next, notices } = apply(state, ANN, {
      type: 'set-station',
      station: station(12),
      timing,
      runId: 'run-1',
    });
    expect(next.current).toEqual({
      runId: 'run-1',
      station: station(12),
      run: { phase: 'setup', timing, phaseEndsAt: null, pausedRemainingMs: null },
      marking: { ticked: [], globalScore: null, examinerNotes: '' },
      attached: BEN.uid,
      playlist: null,
      candidateNotes: null,
      recorded: null,
    });
    expect(next.suggestedStations).toEqual([]);
    expect(next.suggestedPlaylists).toEqual([]);
    expect(notices).toEqual([{ to: 'all', kind: 'station-started', number: 12 }]);
  });

  it('attaches nobody when the group has no candidate', () => {
    const state = withStation(groupOf([ANN, 'examiner'], [DAN, 'observer']));
    expect(state.current?.attached).toBeNull();
  });

  it('refuses a second station while one is set up or running', () => {
    const other: GroupAction = { type: 'set-station', station: station(13), timing, runId: 'r2' };
    expect(refuse(withStation(), ANN, other)).toEqual({
      ok: false,
      refusal: 'station-in-progress',
    });
    expect(refuse(started(), ANN, other, T0 + MINUTE).refusal).toBe('station-in-progress');
    const playlistToo: GroupAction = {
      type: 'start-playlist',
      playlist: playlist(1),
      timing,
      runId: 'r2',
    };
    expect(refuse(started(), ANN, playlistToo, T0 + MINUTE).refusal).toBe('station-in-progress');
  });

  it('accepts the next station once the run has reached its completion screens', () => {
    const other: GroupAction = { type: 'set-station', station: station(13), timing, runId: 'r2' };
    // 2 + 6 + 2 + 2 minutes after the start, feedback has ended: completion screen 1.
    const done = T0 + 12 * MINUTE;
    const next = apply(started(), ANN, other, done).state;
    expect(next.current?.station.number).toBe(13);
    expect(next.current?.run.phase).toBe('setup');
    expect(next.current?.runId).toBe('r2');
  });

  it('refuses a paid station to a trial examiner', () => {
    const trialAnn = { ...ANN, trial: true };
    const state = groupOf([trialAnn, 'examiner']);
    const paid = station(12, { available_to_trial: false });
    expect(
      refuse(state, trialAnn, { type: 'set-station', station: paid, timing, runId: 'r' }),
    ).toEqual({ ok: false, refusal: 'not-for-trial' });
  });

  it('starts a playlist at its first item, with a station-started toast', () => {
    const { state, notices } = apply(fullRoom(), ANN, {
      type: 'start-playlist',
      playlist: playlist(5, 6, 7),
      timing,
      runId: 'run-1',
    });
    expect(state.current?.station.number).toBe(5);
    expect(state.current?.playlist).toEqual({ ...playlist(5, 6, 7), index: 0 });
    expect(state.current?.attached).toBe(BEN.uid);
    expect(notices).toEqual([{ to: 'all', kind: 'station-started', number: 5 }]);
  });

  it('skips the stations a trial examiner cannot use, and refuses a playlist left empty', () => {
    const trialAnn = { ...ANN, trial: true };
    const state = groupOf([trialAnn, 'examiner']);
    const mixed = {
      id: 91,
      name: 'Mixed',
      stations: [station(1, { available_to_trial: false }), station(2), station(3)],
    };
    const { state: next } = apply(state, trialAnn, {
      type: 'start-playlist',
      playlist: mixed,
      timing,
      runId: 'r',
    });
    expect(next.current?.station.number).toBe(2);
    expect(next.current?.playlist?.stations.map((s) => s.number)).toEqual([2, 3]);

    const allPaid = { id: 92, name: 'Paid', stations: [station(1, { available_to_trial: false })] };
    expect(
      refuse(state, trialAnn, { type: 'start-playlist', playlist: allPaid, timing, runId: 'r' }),
    ).toEqual({ ok: false, refusal: 'playlist-empty' });
    expect(
      refuse(fullRoom(), ANN, {
        type: 'start-playlist',
        playlist: { id: 93, name: 'Empty', stations: [] },
        timing,
        runId: 'r',
      }).refusal,
    ).toBe('playlist-empty');
  });
});

describe('station commands', () => {
  it('are the examiner’s only, and need a station', () => {
    expect(refuse(withStation(), BEN, { type: 'station', command: { type: 'start' } })).toEqual({
      ok: false,
      refusal: 'examiner-only',
    });
    expect(refuse(fullRoom(), ANN, { type: 'station', command: { type: 'start' } })).toEqual({
      ok: false,
      refusal: 'no-station',
    });
  });

  it('start begins Reading Time with its full minutes', () => {
    const state = apply(
      withStation(fullRoom()),
      ANN,
      { type: 'station', command: { type: 'start' } },
      T0 + 5 * SECOND,
    ).state;
    expect(state.current?.run.phase).toBe('reading');
    expect(state.current?.run.phaseEndsAt).toBe(T0 + 5 * SECOND + 2 * MINUTE);
    expect(nextDeadline(state)).toBe(T0 + 5 * SECOND + 2 * MINUTE);
  });

  it('pause and resume keep the time left', () => {
    const paused = apply(
      started(),
      ANN,
      { type: 'station', command: { type: 'pause' } },
      T0 + 30 * SECOND,
    ).state;
    expect(paused.current?.run).toMatchObject({
      phaseEndsAt: null,
      pausedRemainingMs: 90 * SECOND,
    });
    expect(nextDeadline(paused)).toBeNull();
    // Paused for ten minutes: nothing moves.
    expect(catchUp(paused, T0 + 10 * MINUTE)).toBe(paused);
    const resumed = apply(
      paused,
      ANN,
      { type: 'station', command: { type: 'resume' } },
      T0 + 10 * MINUTE,
    ).state;
    expect(resumed.current?.run).toMatchObject({
      phase: 'reading',
      phaseEndsAt: T0 + 10 * MINUTE + 90 * SECOND,
      pausedRemainingMs: null,
    });
  });

  it('skip moves to the next phase with its full time', () => {
    const state = apply(
      started(),
      ANN,
      { type: 'station', command: { type: 'skip' } },
      T0 + 10 * SECOND,
    ).state;
    expect(state.current?.run).toMatchObject({
      phase: 'station',
      phaseEndsAt: T0 + 10 * SECOND + 6 * MINUTE,
    });
  });

  it('time passing moves the phases, for snapshots and for the next command', () => {
    const state = started();
    expect(catchUp(state, T0 + 2 * MINUTE - 1)).toBe(state);
    const caught = catchUp(state, T0 + 2 * MINUTE);
    expect(caught.current?.run.phase).toBe('station');
    expect(caught.version).toBe(state.version + 1);
    // A skip five minutes in acts on Station Time, the phase really current then.
    const skipped = apply(
      state,
      ANN,
      { type: 'station', command: { type: 'skip' } },
      T0 + 5 * MINUTE,
    );
    expect(skipped.state.current?.run.phase).toBe('question');
  });

  it('confirm-end finishes the station as the examiner does: the final screen', () => {
    const { state } = apply(
      started(),
      ANN,
      { type: 'station', command: { type: 'confirm-end' } },
      T0 + MINUTE,
    );
    expect(state.current?.run.phase).toBe('complete_3');
  });

  it('finish from completion screen 1 goes to the final screen', () => {
    const done = T0 + 12 * MINUTE;
    const atScreen1 = catchUp(started(), done);
    expect(atScreen1.current?.run.phase).toBe('complete_1');
    const { state } = apply(atScreen1, ANN, { type: 'station', command: { type: 'finish' } }, done);
    expect(state.current?.run.phase).toBe('complete_3');
  });

  it('reset goes back to setup and clears the marking', () => {
    let state = started();
    state = apply(state, ANN, { type: 'update-marking', ticked: ['4_0'], globalScore: 3 }).state;
    state = apply(state, ANN, { type: 'update-examiner-notes', text: 'good rapport' }).state;
    const reset = apply(
      state,
      ANN,
      { type: 'station', command: { type: 'reset' } },
      T0 + MINUTE,
    ).state;
    expect(reset.current?.run.phase).toBe('setup');
    expect(reset.current?.marking).toEqual({ ticked: [], globalScore: null, examinerNotes: '' });
  });

  it('changes nothing when a command does not apply', () => {
    const state = started();
    const result = apply(state, ANN, { type: 'station', command: { type: 'resume' } }, T0 + SECOND);
    expect(result.changed).toBe(false);
    expect(result.state).toBe(state);
  });
});

describe('playlist items and repeat', () => {
  it('next item starts the following station with the same timing and a new run id', () => {
    const short: StationTiming = {
      reading: 1,
      station: 4,
      question: 1,
      feedback: 3,
      disabled: false,
    };
    let state = apply(fullRoom(), ANN, {
      type: 'start-playlist',
      playlist: playlist(5, 6, 7),
      timing: short,
      runId: 'run-1',
    }).state;
    state = apply(state, ANN, { type: 'station', command: { type: 'start' } }).state;
    state = apply(state, DAN, { type: 'suggest-station', station: station(9) }).state;
    const { state: next, notices } = apply(
      state,
      ANN,
      { type: 'next-item', runId: 'run-2' },
      T0 + MINUTE,
    );
    expect(next.current).toMatchObject({
      runId: 'run-2',
      station: station(6),
      run: { phase: 'setup', timing: short, phaseEndsAt: null },
      playlist: { index: 1 },
      attached: BEN.uid,
    });
    expect(next.suggestedStations).toEqual([]);
    expect(notices).toEqual([{ to: 'all', kind: 'station-started', number: 6 }]);
  });

  it('next item is refused at the last item, outside a playlist, and to others', () => {
    const last = apply(inPlaylist([5, 6]), ANN, { type: 'next-item', runId: 'run-2' }).state;
    expect(refuse(last, ANN, { type: 'next-item', runId: 'run-3' })).toEqual({
      ok: false,
      refusal: 'no-station',
    });
    expect(refuse(withStation(), ANN, { type: 'next-item', runId: 'r' }).refusal).toBe(
      'no-station',
    );
    expect(refuse(inPlaylist([5, 6]), BEN, { type: 'next-item', runId: 'r' }).refusal).toBe(
      'examiner-only',
    );
  });

  it('repeat restarts the same station with a new run id and no marking', () => {
    let state = started();
    state = apply(state, ANN, {
      type: 'update-marking',
      ticked: ['4_0', '4_1'],
      globalScore: 4,
    }).state;
    const repeated = apply(state, ANN, { type: 'repeat', runId: 'run-2' }, T0 + 3 * MINUTE).state;
    expect(repeated.current).toMatchObject({
      runId: 'run-2',
      station: station(12),
      run: { phase: 'setup', phaseEndsAt: null },
      marking: { ticked: [], globalScore: null, examinerNotes: '' },
      attached: BEN.uid,
    });
    expect(refuse(state, BEN, { type: 'repeat', runId: 'x' }).refusal).toBe('examiner-only');
    expect(refuse(fullRoom(), ANN, { type: 'repeat', runId: 'x' }).refusal).toBe('no-station');
  });
});

describe('marking and examiner notes', () => {
  it('records the examiner’s marking, refused to others and without a station', () => {
    const marking: GroupAction = { type: 'update-marking', ticked: ['4_0'], globalScore: 2 };
    const { state } = apply(started(), ANN, marking);
    expect(state.current?.marking).toEqual({ ticked: ['4_0'], globalScore: 2, examinerNotes: '' });
    expect(refuse(started(), BEN, marking).refusal).toBe('examiner-only');
    expect(refuse(fullRoom(), ANN, marking).refusal).toBe('no-station');
  });

  it(`keeps the first ${EXAMINER_NOTES_MAX} characters of the notes, the examiner’s only`, () => {
    const text = 'a'.repeat(EXAMINER_NOTES_MAX) + 'bcd';
    const { state } = apply(started(), ANN, { type: 'update-examiner-notes', text });
    expect(state.current?.marking.examinerNotes).toBe('a'.repeat(EXAMINER_NOTES_MAX));
    expect(refuse(started(), DAN, { type: 'update-examiner-notes', text: 'x' }).refusal).toBe(
      'examiner-only',
    );
  });
});

describe('the candidate’s notes and the recorded mark', () => {
  it('keeps the group candidate’s own notes with the run, refused to every other role', () => {
    const { state } = apply(started(), BEN, { type: 'update-candidate-notes', text: 'ddx: MI' });
    expect(state.current?.candidateNotes).toEqual({ uid: BEN.uid, text: 'ddx: MI' });
    for (const who of [ANN, CAT, DAN]) {
      expect(refuse(started(), who, { type: 'update-candidate-notes', text: 'x' }).refusal).toBe(
        'candidate-only',
      );
    }
    const repeated = apply(state, ANN, { type: 'repeat', runId: 'run-2' }).state;
    expect(repeated.current?.candidateNotes).toBeNull();
  });

  it('puts the mark the examiner recorded in this run’s summary, not in a later run’s', () => {
    const recorded: GroupAction = {
      type: 'mark-recorded',
      runId: 'run-1',
      uid: BEN.uid,
      mark: 42.5,
      examinerNotes: 'Good history',
    };
    const { state } = apply(started(), ANN, recorded);
    expect(state.current?.recorded).toEqual({
      uid: BEN.uid,
      name: 'Ben',
      mark: 42.5,
      examinerNotes: 'Good history',
    });
    const later = apply(started(), ANN, { type: 'repeat', runId: 'run-2' }).state;
    expect(apply(later, ANN, recorded).state.current?.recorded).toBeNull();
    expect(refuse(started(), BEN, recorded).refusal).toBe('examiner-only');
  });
});

describe('attaching and removing members', () => {
  it('attaches a present member for marking, telling the examiner', () => {
    const { state, notices } = apply(started(), ANN, { type: 'attach', uid: DAN.uid });
    expect(state.current?.attached).toBe(DAN.uid);
    expect(notices).toEqual([{ to: 'actor', kind: 'candidate-added', name: 'Dan' }]);
  });

  it('detaches with null, telling the examiner who was removed', () => {
    const { state, notices } = apply(started(), ANN, { type: 'attach', uid: null });
    expect(state.current?.attached).toBeNull();
    expect(notices).toEqual([{ to: 'actor', kind: 'candidate-removed', name: 'Ben' }]);
  });

  it('refuses to attach someone not in the group, and to anyone but the examiner', () => {
    expect(refuse(started(), ANN, { type: 'attach', uid: EVE.uid })).toEqual({
      ok: false,
      refusal: 'not-in-group',
    });
    expect(refuse(started(), BEN, { type: 'attach', uid: DAN.uid }).refusal).toBe('examiner-only');
    expect(refuse(fullRoom(), ANN, { type: 'attach', uid: DAN.uid }).refusal).toBe('no-station');
  });

  it('removes a member: told so themself, a left toast for the others', () => {
    const { state, notices } = apply(fullRoom(), ANN, { type: 'remove', uid: DAN.uid });
    expect(find(state, DAN)).toBeUndefined();
    expect(notices).toEqual([
      { to: { uid: DAN.uid }, kind: 'removed' },
      { to: 'others', kind: 'left', name: 'Dan' },
    ]);
  });

  it('detaches a removed candidate', () => {
    const { state } = apply(started(), ANN, { type: 'remove', uid: BEN.uid });
    expect(state.current?.attached).toBeNull();
    expect(state.current?.run.phase).toBe('reading');
  });

  it('refuses removing oneself, a stranger, or by anyone but the examiner', () => {
    expect(refuse(fullRoom(), ANN, { type: 'remove', uid: ANN.uid }).refusal).toBe('not-in-group');
    expect(refuse(fullRoom(), ANN, { type: 'remove', uid: EVE.uid }).refusal).toBe('not-in-group');
    expect(refuse(fullRoom(), BEN, { type: 'remove', uid: DAN.uid }).refusal).toBe('examiner-only');
  });
});

describe('ready', () => {
  it('records the current run only, once', () => {
    const state = started();
    const ready = apply(state, BEN, { type: 'ready', runId: 'run-1' }).state;
    expect(find(ready, BEN)?.readyFor).toBe('run-1');
    expect(ready.version).toBe(state.version + 1);

    const again = apply(ready, BEN, { type: 'ready', runId: 'run-1' });
    expect(again.changed).toBe(false);
    expect(again.state).toBe(ready);

    const stale = apply(state, BEN, { type: 'ready', runId: 'run-0' });
    expect(stale.changed).toBe(false);
    expect(find(stale.state, BEN)?.readyFor).toBeNull();
    expect(apply(fullRoom(), BEN, { type: 'ready', runId: 'run-1' }).changed).toBe(false);
  });
});

describe('the examiner leaving the station page, and closing it', () => {
  it('ends the run for everyone with a warning when the examiner leaves the station', () => {
    const { state, notices } = apply(started(), ANN, { type: 'examiner-left' }, T0 + MINUTE);
    expect(state.current).toBeNull();
    expect(notices).toEqual([{ to: 'others', kind: 'examiner-left' }]);
    expect(refuse(started(), BEN, { type: 'examiner-left' }).refusal).toBe('examiner-only');
  });

  it('closes a finished station quietly', () => {
    const finished = apply(started(), ANN, {
      type: 'station',
      command: { type: 'confirm-end' },
    }).state;
    const { state, notices } = apply(finished, ANN, { type: 'close-station' });
    expect(state.current).toBeNull();
    expect(notices).toEqual([]);
  });
});

describe('version and deadlines', () => {
  it('rises by one with every change, and not on a refusal or a no-op', () => {
    let state = emptySession(GROUP_ID);
    const versions: number[] = [state.version];
    const steps: [Actor, GroupAction][] = [
      [ANN, { type: 'arrive' }],
      [ANN, { type: 'change-role', role: 'examiner' }],
      [BEN, { type: 'arrive' }],
      [BEN, { type: 'change-role', role: 'examiner' }], // refused
      [BEN, { type: 'change-role', role: 'candidate-2' }],
      [BEN, { type: 'change-role', role: 'candidate-2' }], // no-op
      [ANN, { type: 'set-station', station: station(12), timing, runId: 'run-1' }],
      [ANN, { type: 'station', command: { type: 'start' } }],
      [ANN, { type: 'station', command: { type: 'start' } }], // no-op
    ];
    for (const [who, action] of steps) {
      const result = applyGroupAction(state, who, action, T0);
      if (result.ok) state = result.state;
      versions.push(state.version);
    }
    expect(versions).toEqual([0, 1, 2, 3, 3, 4, 4, 5, 6, 6]);
  });

  it('reports the end of the current phase as the next deadline', () => {
    expect(nextDeadline(fullRoom())).toBeNull();
    expect(nextDeadline(withStation())).toBeNull();
    expect(nextDeadline(started())).toBe(T0 + 2 * MINUTE);
    expect(nextDeadline(catchUp(started(), T0 + 2 * MINUTE))).toBe(T0 + 8 * MINUTE);
  });

  it('reports the earliest moment an away member should be let go', () => {
    expect(nextExpiry(fullRoom())).toBeNull();
    let state = apply(fullRoom(), DAN, { type: 'drop' }, T0 + 10 * SECOND).state;
    state = apply(state, CAT, { type: 'drop' }, T0 + 20 * SECOND).state;
    expect(nextExpiry(state)).toBe(T0 + 10 * SECOND + GROUP_GRACE_MS);
    state = apply(state, DAN, { type: 'arrive' }, T0 + 30 * SECOND).state;
    expect(nextExpiry(state)).toBe(T0 + 20 * SECOND + GROUP_GRACE_MS);
  });
});

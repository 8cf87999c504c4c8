import { describe, expect, it } from 'vitest';
import { remainingMs } from '../stations/phase-machine.ts';
import { DEFAULT_TIMING } from '../stations/timing.ts';
import {
  applyGroupAction,
  emptySession,
  type Actor,
  type GroupAction,
  type GroupRole,
  type GroupSessionState,
} from './group-session.ts';
import { heldWhileAway, snapshotFor } from './group-view.ts';

const T0 = 1_700_000_000_000;
const MINUTE = 60_000;
const timing = { ...DEFAULT_TIMING, disabled: false };
const actor = (uid: number, name: string): Actor => ({ uid, name, avatar: null, trial: false });
const ANN = actor(1, 'Ann');
const BEN = actor(2, 'Ben');
const CAT = actor(3, 'Cat');
const DAN = actor(4, 'Dan');
const EVE = actor(5, 'Eve');

function apply(state: GroupSessionState, who: Actor, action: GroupAction, at = T0) {
  const result = applyGroupAction(state, who, action, at);
  if (!result.ok) throw new Error(`${action.type} refused: ${result.refusal}`);
  return result.state;
}

/** Ann examines, Ben is the candidate, Cat the patient, Dan observes, Eve has no role yet. */
function room(): GroupSessionState {
  let state = emptySession(7);
  const seats: [Actor, GroupRole | null][] = [
    [ANN, 'examiner'],
    [BEN, 'candidate-2'],
    [CAT, 'patient'],
    [DAN, 'observer'],
    [EVE, null],
  ];
  for (const [who, role] of seats) {
    state = apply(state, who, { type: 'arrive' });
    if (role) state = apply(state, who, { type: 'change-role', role });
  }
  return state;
}

/** Station started, marked live, notes written by the examiner and the candidate. */
function marked(): GroupSessionState {
  let state = apply(room(), ANN, {
    type: 'set-station',
    station: { id: 10, number: 1, name: 'Chest pain', available_to_trial: true },
    timing,
    runId: 'run-1',
  });
  state = apply(state, ANN, { type: 'station', command: { type: 'start' } });
  state = apply(state, ANN, { type: 'update-marking', ticked: ['4_0', '4_1'], globalScore: 3 });
  state = apply(state, ANN, { type: 'update-examiner-notes', text: 'PRIVATE' });
  return apply(state, BEN, { type: 'update-candidate-notes', text: 'my ddx' });
}

const skip = (state: GroupSessionState, at = T0) =>
  apply(state, ANN, { type: 'station', command: { type: 'skip' } }, at);

describe('snapshotFor: what each member may see (D6)', () => {
  it('gives the examiner everything in every phase', () => {
    const state = marked();
    const mine = snapshotFor(state, ANN.uid).current;
    expect(mine?.marking).toEqual({
      ticked: ['4_0', '4_1'],
      globalScore: 3,
      examinerNotes: 'PRIVATE',
    });
  });

  it('holds back the ticks, the global score and the examiner notes from everyone else before feedback', () => {
    let state = marked(); // reading
    for (let step = 0; step < 3; step++) {
      for (const who of [BEN, CAT, DAN, EVE]) {
        const seen = snapshotFor(state, who.uid).current;
        expect(seen?.marking, `${who.name} in ${state.current?.run.phase}`).toEqual({
          ticked: [],
          globalScore: null,
          examinerNotes: '',
        });
        expect(JSON.stringify(snapshotFor(state, who.uid))).not.toContain('PRIVATE');
      }
      state = skip(state); // station, question, then feedback
    }
    expect(state.current?.run.phase).toBe('feedback');
  });

  it('shows the ticks to the candidate from feedback, never the examiner notes', () => {
    let state = marked();
    for (let i = 0; i < 3; i++) state = skip(state);
    for (const who of [BEN, CAT, DAN]) {
      const seen = snapshotFor(state, who.uid).current;
      expect(seen?.marking).toEqual({ ticked: ['4_0', '4_1'], globalScore: 3, examinerNotes: '' });
    }
    expect(JSON.stringify(snapshotFor(state, BEN.uid))).not.toContain('PRIVATE');
  });

  it('sends the candidate’s own notes to that candidate only', () => {
    const state = marked();
    expect(snapshotFor(state, BEN.uid).current?.candidateNotes).toEqual({
      uid: BEN.uid,
      text: 'my ddx',
    });
    for (const who of [ANN, CAT, DAN, EVE]) {
      expect(snapshotFor(state, who.uid).current?.candidateNotes).toBeNull();
    }
  });

  it('shows everyone the summary, and the examiner’s note in it to the candidate and examiner only', () => {
    const state = apply(marked(), ANN, {
      type: 'mark-recorded',
      runId: 'run-1',
      uid: BEN.uid,
      mark: 54.5,
      examinerNotes: 'Ask about radiation',
    });
    const full = { uid: BEN.uid, name: 'Ben', mark: 54.5, examinerNotes: 'Ask about radiation' };
    expect(snapshotFor(state, BEN.uid).current?.recorded).toEqual(full);
    expect(snapshotFor(state, ANN.uid).current?.recorded).toEqual(full);
    for (const who of [CAT, DAN, EVE]) {
      expect(snapshotFor(state, who.uid).current?.recorded).toEqual({ ...full, examinerNotes: '' });
    }
  });

  it('passes a session with no station unchanged, and never changes the state it was given', () => {
    const idle = room();
    expect(snapshotFor(idle, BEN.uid)).toBe(idle);
    const state = marked();
    const before = JSON.stringify(state);
    snapshotFor(state, BEN.uid);
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('heldWhileAway: the clock of a screen cut off from its group', () => {
  it('stops the countdown where it was, and keeps a paused one as it is', () => {
    const state = marked();
    const run = state.current!.run;
    const at = T0 + 30_000;
    const held = heldWhileAway(run, at);
    expect(remainingMs(held, at)).toBe(2 * MINUTE - 30_000);
    // Minutes later (the group may have been paused all along), the screen shows the same time.
    expect(remainingMs(held, at + 5 * MINUTE)).toBe(2 * MINUTE - 30_000);
    expect(heldWhileAway(held, at + MINUTE)).toBe(held);
  });
});

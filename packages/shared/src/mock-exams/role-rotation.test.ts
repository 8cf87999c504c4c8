import { describe, expect, it } from 'vitest';
import {
  nextRoleText,
  planRotation,
  replanRotation,
  roleOf,
  type MemberId,
  type StationRoles,
} from './role-rotation.ts';

const membersOf = (n: number): MemberId[] => Array.from({ length: n }, (_, i) => 11 * (i + 1));
const positionsOf = (k: number): number[] => Array.from({ length: k }, (_, i) => i + 1);

function countsOf(plan: readonly StationRoles[], pick: (s: StationRoles) => MemberId | null) {
  const counts = new Map<MemberId, number>();
  for (const station of plan) {
    const member = pick(station);
    if (member !== null) counts.set(member, (counts.get(member) ?? 0) + 1);
  }
  return counts;
}

/** Each member's count is floor(k/n) or ceil(k/n): nobody is more than one turn ahead. */
function expectEven(
  plan: readonly StationRoles[],
  members: readonly MemberId[],
  pick: (s: StationRoles) => MemberId | null,
) {
  const counts = countsOf(plan, pick);
  const k = plan.length;
  const n = members.length;
  for (const member of members) {
    expect([Math.floor(k / n), Math.ceil(k / n)]).toContain(counts.get(member) ?? 0);
  }
}

/** Everyone has exactly one role at every station, and nobody else has one. */
function expectOneRoleEach(station: StationRoles, members: readonly MemberId[]) {
  const held = [station.candidate, station.examiner, station.patient, ...station.observers].filter(
    (m) => m !== null,
  );
  expect([...held].sort()).toEqual([...members].sort());
}

describe('planning a rotation', () => {
  it('is fair for 2 to 6 members over any circuit of 1 to 20 stations', () => {
    for (let n = 2; n <= 6; n++) {
      const members = membersOf(n);
      for (let k = 1; k <= 20; k++) {
        const plan = planRotation(members, positionsOf(k));
        expect(plan.map((s) => s.position)).toEqual(positionsOf(k));
        for (const station of plan) expectOneRoleEach(station, members);
        expectEven(plan, members, (s) => s.candidate);
        expectEven(plan, members, (s) => s.examiner);
        if (n >= 3) expectEven(plan, members, (s) => s.patient);
        expect(planRotation(members, positionsOf(k))).toEqual(plan);
      }
    }
  });

  it('with two members, alternates candidate and examiner, and the examiner plays the patient', () => {
    const plan = planRotation([1, 2], [1, 3, 4]);
    expect(plan).toEqual([
      { position: 1, candidate: 1, examiner: 2, patient: null, observers: [] },
      { position: 3, candidate: 2, examiner: 1, patient: null, observers: [] },
      { position: 4, candidate: 1, examiner: 2, patient: null, observers: [] },
    ]);
    expect(roleOf(plan[0] as StationRoles, 2)).toBe('examiner_patient');
  });

  it('gives four members a candidate, an examiner, a patient and an observer, in turn', () => {
    const [first, second] = planRotation([1, 2, 3, 4], [1, 2]);
    expect(first).toEqual({ position: 1, candidate: 1, examiner: 2, patient: 3, observers: [4] });
    expect(second).toEqual({ position: 2, candidate: 2, examiner: 3, patient: 4, observers: [1] });
  });

  it('gives each candidate a different examiner in the next round, with 3 or more members', () => {
    for (let n = 3; n <= 6; n++) {
      const plan = planRotation(membersOf(n), positionsOf(2 * n));
      for (let i = 0; i < n; i++) {
        const first = plan[i] as StationRoles;
        const again = plan[i + n] as StationRoles;
        expect(again.candidate).toBe(first.candidate);
        expect(again.examiner).not.toBe(first.examiner);
      }
    }
  });

  it('refuses fewer than 2, more than 6, or the same member twice', () => {
    expect(() => planRotation([1], [1])).toThrow(RangeError);
    expect(() => planRotation(membersOf(7), [1])).toThrow(RangeError);
    expect(() => planRotation([1, 1, 2], [1])).toThrow(RangeError);
  });
});

describe('re-planning when the group changes', () => {
  it('keeps past stations and shares the rest among those left when a member leaves', () => {
    const plan = planRotation([1, 2, 3, 4], positionsOf(12));
    const next = replanRotation(plan, [1, 2, 4], 6);
    expect(next.slice(0, 6)).toEqual(plan.slice(0, 6));
    const rest = next.slice(6);
    expect(rest.map((s) => s.position)).toEqual([7, 8, 9, 10, 11, 12]);
    for (const station of rest) expectOneRoleEach(station, [1, 2, 4]);
    expect([...countsOf(rest, (s) => s.candidate).values()]).toEqual([2, 2, 2]);
  });

  it('makes a late joiner candidate next, and whoever was candidate last waits longest', () => {
    const plan = planRotation([1, 2, 3], positionsOf(10));
    // Stations 1 to 4 were candidates 1, 2, 3, 1: member 1 was candidate last.
    const next = replanRotation(plan, [1, 2, 3, 9], 4);
    expect(next.slice(4).map((s) => s.candidate)).toEqual([9, 2, 3, 1, 9, 2]);
    for (const station of next.slice(4)) expectOneRoleEach(station, [1, 2, 3, 9]);
  });

  it('is fair over the re-planned stations for any change, any size and any moment', () => {
    for (let n = 2; n <= 6; n++) {
      for (let k = 1; k <= 20; k++) {
        const plan = planRotation(membersOf(n), positionsOf(k));
        for (let from = 0; from <= k; from++) {
          const changes = [membersOf(n).slice(1), [...membersOf(n), 99]].filter(
            (m) => m.length >= 2 && m.length <= 6,
          );
          for (const members of changes) {
            const next = replanRotation(plan, members, from);
            expect(next.slice(0, from)).toEqual(plan.slice(0, from));
            expect(next).toHaveLength(k);
            for (const station of next.slice(from)) expectOneRoleEach(station, members);
            expectEven(next.slice(from), members, (s) => s.candidate);
          }
        }
      }
    }
  });
});

describe('telling members their role', () => {
  const plan = planRotation([1, 2, 3], [1, 2, 4]);

  it('announces the role and the station before it starts', () => {
    // Position 4 is the third station: candidate 3, examiner 1 (first round), patient 2.
    expect(nextRoleText(plan, 4, 1)).toBe('Next: you are the Examiner for station 4');
    expect(nextRoleText(plan, 4, 3)).toBe('Next: you are the Candidate for station 4');
    expect(nextRoleText(plan, 4, 2)).toBe('Next: you are the Patient for station 4');
  });

  it('says when the next station is a rest station, and nothing to someone not in it', () => {
    expect(nextRoleText(plan, 3, 1)).toBe('Next: station 3 is a rest station');
    expect(nextRoleText(plan, 4, 42)).toBeNull();
  });

  it('tells the examiner of a pair that they play the patient too', () => {
    const pair = planRotation([5, 6], [1]);
    expect(nextRoleText(pair, 1, 6)).toBe(
      'Next: you are the Examiner (and you play the patient) for station 1',
    );
  });
});

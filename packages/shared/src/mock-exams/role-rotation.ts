// Who plays which role at each station of a group's circuit (docs/mock-exams.md, 'Rotation'). The
// server assigns them, so nobody has to negotiate between stations; everyone is candidate in turn.
// Deterministic: the same members in the same order and the same positions give the same plan on
// every process, so a snapshot can carry the plan and a reconnecting member sees the same one.
import { messages } from '../messages.ts';

export type MemberId = number;

/** The roles at one station. With two members there is no patient: the examiner plays them. */
export interface StationRoles {
  position: number;
  candidate: MemberId;
  examiner: MemberId;
  patient: MemberId | null;
  observers: MemberId[];
}

export type CircuitRole = 'candidate' | 'examiner' | 'examiner_patient' | 'patient' | 'observer';

/** A rotation needs a candidate and an examiner; past six, observers wait too long for a turn. */
export const ROTATION_MEMBERS = { min: 2, max: 6 } as const;

function checkMembers(members: readonly MemberId[]): void {
  const { min, max } = ROTATION_MEMBERS;
  if (members.length < min || members.length > max || new Set(members).size !== members.length) {
    throw new RangeError(`a rotation needs ${min} to ${max} different members`);
  }
}

/**
 * Assigns `positions` in turn. The candidate goes round the order, so over any number of stations
 * each member is candidate floor(k/n) or ceil(k/n) times. In round r (each n stations) the
 * examiner is d = 1 + r mod (n - 1) places on from the candidate and the patient e = 1 + (r + 1)
 * mod (n - 1) places on: each is a permutation of the members, so examiner and patient turns are as
 * even as the candidate's, and the candidate meets a different examiner from one round to the
 * next. d and e differ whenever n >= 3, so nobody holds two roles.
 */
function assignInTurn(order: readonly MemberId[], positions: readonly number[]): StationRoles[] {
  const n = order.length;
  const at = (i: number) => order[i % n] as MemberId;
  return positions.map((position, j) => {
    const i = j % n;
    const round = Math.floor(j / n);
    if (n === 2)
      return { position, candidate: at(i), examiner: at(i + 1), patient: null, observers: [] };
    const candidate = at(i);
    const examiner = at(i + 1 + (round % (n - 1)));
    const patient = at(i + 1 + ((round + 1) % (n - 1)));
    const observers = order.filter((m) => m !== candidate && m !== examiner && m !== patient);
    return { position, candidate, examiner, patient, observers };
  });
}

/** The plan for a whole circuit: `members` in the group's order, the non-rest positions in order. */
export function planRotation(
  members: readonly MemberId[],
  positions: readonly number[],
): StationRoles[] {
  checkMembers(members);
  return assignInTurn(members, positions);
}

/**
 * A new plan from station `from` (an index into `plan`) when a member leaves or joins late: the
 * stations before it keep their roles, and the rest go round the members there are now. Those who
 * have been candidate least so far (then longest ago, then in the group's order) go first, so a
 * late joiner is candidate next and whoever was candidate last waits longest; over the stations
 * re-planned, each member is candidate floor or ceil of their share.
 */
export function replanRotation(
  plan: readonly StationRoles[],
  members: readonly MemberId[],
  from: number,
): StationRoles[] {
  checkMembers(members);
  const kept = plan.slice(0, from);
  const turns = new Map<MemberId, { count: number; last: number }>();
  kept.forEach((station, index) => {
    const seen = turns.get(station.candidate) ?? { count: 0, last: -1 };
    turns.set(station.candidate, { count: seen.count + 1, last: index });
  });
  const turnsOf = (m: MemberId) => turns.get(m) ?? { count: 0, last: -1 };
  const order = members
    .map((member, index) => ({ member, index, ...turnsOf(member) }))
    .sort((a, b) => a.count - b.count || a.last - b.last || a.index - b.index)
    .map((entry) => entry.member);
  const rest = plan.slice(from).map((station) => station.position);
  return [...kept, ...assignInTurn(order, rest)];
}

/** A member's role at one station; null when they are not in it (joined later, or left). */
export function roleOf(station: StationRoles, member: MemberId): CircuitRole | null {
  if (station.candidate === member) return 'candidate';
  if (station.examiner === member)
    return station.patient === null ? 'examiner_patient' : 'examiner';
  if (station.patient === member) return 'patient';
  return station.observers.includes(member) ? 'observer' : null;
}

const ROLE_LABELS: Record<CircuitRole, string> = {
  candidate: messages.circuitRoleCandidate,
  examiner: messages.circuitRoleExaminer,
  examiner_patient: messages.circuitRoleExaminerAndPatient,
  patient: messages.circuitRolePatient,
  observer: messages.circuitRoleObserver,
};

/**
 * What a member is told before station `position`: 'Next: you are the Examiner for station 4', or
 * that it is a rest station (a position the plan has no roles for). Null when the member has no
 * role there.
 */
export function nextRoleText(
  plan: readonly StationRoles[],
  position: number,
  member: MemberId,
): string | null {
  const station = plan.find((s) => s.position === position);
  if (!station) return messages.circuitNextRest.replace('{position}', String(position));
  const role = roleOf(station, member);
  if (!role) return null;
  return messages.circuitNextRole
    .replace('{role}', ROLE_LABELS[role])
    .replace('{position}', String(position));
}

// Shared by the mock-exam tests: posting a circuit as a member, and markings written through the
// marking repository as the station screen writes them.
import { jsonPost } from '../../test/inject-json.ts';
import type { TestMember } from '../../test/member-factory.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createMarkingRepository } from '../study/marking.repository.ts';

export function postCircuit(t: TestApp, member: TestMember, body: unknown) {
  return t.injectAs(member.token, jsonPost('/api/circuits', body));
}

export function getCircuit(t: TestApp, member: TestMember, id: number | string) {
  return t.injectAs(member.token, { method: 'GET', url: `/api/circuits/${id}` });
}

/** Markings of a station by a member: each { mark, global_score }, at the test clock's now. */
export async function recordMarkings(
  t: TestApp,
  userId: number,
  stationId: number,
  attempts: { mark: number; global_score: number }[],
  at: Date = t.clock.now(),
): Promise<void> {
  const repo = createMarkingRepository(t.database.db);
  for (const attempt of attempts) {
    await repo.insertMarking({
      userId,
      stationId,
      markedBy: userId,
      createdAt: at,
      mark: attempt.mark,
      globalScore: attempt.global_score,
      scores: [],
    });
  }
}

/** `n` copies of one attempt. */
export const times = (n: number, attempt: { mark: number; global_score: number }) =>
  Array.from({ length: n }, () => attempt);

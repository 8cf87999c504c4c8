// The per-member limit (GROUP_LIMITS.groupsPerMember) holds, also when calls arrive at once: a
// member's group writes happen one by one, so concurrent creates stop at the limit and concurrent
// joins of one group leave one membership.
import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { GROUP_LIMITS } from '@osce/shared/schemas/groups';
import { useTestApp } from '../../test/test-app.ts';
import {
  call,
  groupRows,
  memberRows,
  memberWith,
  snapshot,
  storedGroups,
} from './groups.test-support.ts';

const t = useTestApp({ catalogue: false });

const tooMany = messages.groupTooMany.replace('{max}', String(GROUP_LIMITS.groupsPerMember));
const fill = (n: number) => Array.from({ length: n }, (_, i) => `G${i}`);

async function membershipsOf(userId: number) {
  return (await memberRows(t())).filter((m) => m.userId === userId);
}

describe('limits', () => {
  it(`keeps a member in at most ${GROUP_LIMITS.groupsPerMember} groups, made or joined`, async () => {
    const member = await memberWith(t(), 'paid');
    const other = await memberWith(t(), 'paid');
    await storedGroups(t(), member.id, fill(GROUP_LIMITS.groupsPerMember - 1));
    const [elsewhere, another] = await storedGroups(t(), other.id, ['Elsewhere', 'Another']);

    const last = await call(t(), member, `/${elsewhere!.id}/join`, {});
    expect(last.statusCode).toBe(200);
    const before = await snapshot(t());
    const refused = [
      await call(t(), member, '/create', { nickname: 'Over' }),
      await call(t(), member, `/${another!.id}/join`, {}),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: tooMany });
    }
    expect(await snapshot(t())).toEqual(before);

    // Joining a group they are in already is not a new group: it is answered, not refused.
    const again = await call(t(), member, `/${elsewhere!.id}/join`, {});
    expect(again.statusCode).toBe(200);
    // Leaving one makes room again.
    await call(t(), member, `/${elsewhere!.id}/delete`);
    expect((await call(t(), member, '/create', { nickname: 'Room' })).statusCode).toBe(200);
    expect(await membershipsOf(member.id)).toHaveLength(GROUP_LIMITS.groupsPerMember);
  });
});

describe('calls at once', () => {
  it('leaves exactly one membership after 20 joins of one group sent at once', async () => {
    const [owner, member] = [await memberWith(t(), 'paid'), await memberWith(t(), 'paid')];
    const [group] = await storedGroups(t(), owner.id, ['Busy']);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(t(), member, `/${group!.id}/join`, {})),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    for (const a of answers) expect(a.json().group.members).toBe(2);
    expect((await memberRows(t(), group!.id)).map((m) => m.userId)).toEqual(
      [owner.id, member.id].sort((a, b) => a - b),
    );
  });

  it('stops 10 creates sent at once near the limit exactly at the limit', async () => {
    const member = await memberWith(t(), 'paid');
    const room = 4;
    await storedGroups(t(), member.id, fill(GROUP_LIMITS.groupsPerMember - room));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(t(), member, '/create', { nickname: `New ${i}` })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(room);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10 - room);
    expect(await membershipsOf(member.id)).toHaveLength(GROUP_LIMITS.groupsPerMember);
    const made = (await groupRows(t())).filter((g) => g.createdBy === member.id);
    expect(made).toHaveLength(GROUP_LIMITS.groupsPerMember);
    expect(new Set(made.map((g) => g.code)).size).toBe(made.length);
  });

  it('stops joins of different groups sent at once at the limit', async () => {
    const [owner, member] = [await memberWith(t(), 'paid'), await memberWith(t(), 'paid')];
    const room = 3;
    await storedGroups(t(), member.id, fill(GROUP_LIMITS.groupsPerMember - room));
    const targets = await storedGroups(t(), owner.id, fill(8));
    const answers = await Promise.all(targets.map((g) => call(t(), member, `/${g.id}/join`, {})));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(room);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(8 - room);
    expect(await membershipsOf(member.id)).toHaveLength(GROUP_LIMITS.groupsPerMember);
  });
});

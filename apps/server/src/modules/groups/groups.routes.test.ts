// The group calls as a member makes them: each answers in the shared schema's shape; create makes
// a group with a fresh code and its maker as owner and first member; only the owner renames; the
// owner's delete removes the group for all, anyone else's only their membership; search finds by
// exact code or part of a nickname; join adds the member once. Trial members are let in.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GROUP_CODE_ALPHABET,
  GROUP_CODE_LENGTH,
  groupCreatedSchema,
  groupJoinedSchema,
  groupsAnswerSchema,
} from '@osce/shared/schemas/groups';
import type { ManualClock } from '../../lib/clock.ts';
import type { TestMember } from '../../test/member-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  call,
  groupRows,
  groupsOf,
  memberRows,
  memberWith,
  storedGroups,
} from './groups.test-support.ts';

const t = useTestApp({ catalogue: false });
const clock = () => t().clock as ManualClock;
const codePattern = new RegExp(`^[${GROUP_CODE_ALPHABET}]{${GROUP_CODE_LENGTH}}$`);

describe('GET /groups and POST /groups/create', () => {
  it('starts empty, then makes a group with a fresh code, the maker its owner and member', async () => {
    const member = await memberWith(t(), 'paid');
    const empty = await call(t(), member, '');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ success: true, groups: [] });

    const res = await call(t(), member, '/create', { nickname: '  Cardio crew  ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(groupCreatedSchema.safeParse(body).success).toBe(true);
    expect(body.group).toEqual({
      id: expect.any(Number),
      code: expect.stringMatching(codePattern),
      nickname: 'Cardio crew',
      private: false,
      members: 1,
      owner: true,
      in_group: true,
      studying: false,
    });
    expect(body.groups).toEqual([body.group]);
    expect(await groupsOf(t(), member)).toEqual([body.group]);
    const [row] = await memberRows(t(), body.group.id);
    expect(row).toMatchObject({ groupId: body.group.id, userId: member.id });
  });

  it('cuts a long nickname to 16 characters and reads an empty or absent one as none', async () => {
    const member = await memberWith(t(), 'paid');
    const cases: [unknown, string | null][] = [
      [{ nickname: 'x'.repeat(40) }, 'x'.repeat(16)],
      [{ nickname: 'Fifteen chars  and more' }, 'Fifteen chars  a'],
      [{ nickname: '' }, null],
      [{ nickname: '    ' }, null],
      [{ nickname: null }, null],
      [{}, null],
      // A body that is not an object is read as {}: the nickname is optional, so a group is made.
      [null, null],
    ];
    for (const [body, nickname] of cases) {
      const res = await call(t(), member, '/create', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      expect(res.json().group.nickname, JSON.stringify(body)).toBe(nickname);
    }
    const codes = (await groupsOf(t(), member)).map((g) => g.code);
    expect(new Set(codes).size).toBe(cases.length);
  });

  it('lists the member’s groups, made or joined, the latest joined first', async () => {
    const [maker, member] = [await memberWith(t(), 'paid'), await memberWith(t(), 'paid')];
    const [older, newer] = await storedGroups(t(), maker.id, ['Older', 'Newer']);
    clock().advance(1000);
    await call(t(), member, `/${newer!.id}/join`, {});
    clock().advance(1000);
    await call(t(), member, `/${older!.id}/join`, {});
    clock().advance(1000);
    const made = (await call(t(), member, '/create', { nickname: 'Mine' })).json().group;
    const res = await call(t(), member, '');
    expect(groupsAnswerSchema.safeParse(res.json()).success).toBe(true);
    const list = res.json().groups;
    expect(list.map((g: { nickname: string }) => g.nickname)).toEqual(['Mine', 'Older', 'Newer']);
    expect(list[0]).toEqual(made);
    expect(list[1]).toMatchObject({ members: 2, owner: false, in_group: true, studying: false });
  });

  it('lets a trial member in', async () => {
    const trial = await memberWith(t(), 'trial');
    const made = await call(t(), trial, '/create', { nickname: 'Trial group' });
    expect(made.statusCode).toBe(200);
    expect((await call(t(), trial, '')).json().groups).toHaveLength(1);
    const search = await call(t(), trial, '/search', { search: 'trial group' });
    expect(search.json().groups[0]).toMatchObject({ nickname: 'Trial group', in_group: true });
  });
});

describe('POST /groups/{id}/update', () => {
  it('renames for the owner, cutting to 16; empty removes the nickname', async () => {
    const owner = await memberWith(t(), 'paid');
    const [group] = await storedGroups(t(), owner.id, ['Before']);
    const res = await call(t(), owner, `/${group!.id}/update`, { nickname: 'y'.repeat(40) });
    expect(res.statusCode).toBe(200);
    expect(groupsAnswerSchema.safeParse(res.json()).success).toBe(true);
    expect(res.json().groups).toEqual([
      {
        id: group!.id,
        code: group!.code,
        nickname: 'y'.repeat(16),
        private: false,
        members: 1,
        owner: true,
        in_group: true,
        studying: false,
      },
    ]);
    for (const nickname of ['', null]) {
      const cleared = await call(t(), owner, `/${group!.id}/update`, { nickname });
      expect(cleared.json().groups[0].nickname).toBeNull();
    }
  });
});

describe('GET /groups/{id}/delete', () => {
  let owner: TestMember;
  let member: TestMember;
  let groupId: number;

  beforeAll(async () => {
    owner = await memberWith(t(), 'paid');
    member = await memberWith(t(), 'paid');
  });

  it('removes a member’s group from their list only: the group and the others stay', async () => {
    groupId = (await storedGroups(t(), owner.id, ['Stays']))[0]!.id;
    await call(t(), member, `/${groupId}/join`, {});
    const res = await call(t(), member, `/${groupId}/delete`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, groups: [] });
    expect((await memberRows(t(), groupId)).map((m) => m.userId)).toEqual([owner.id]);
    expect((await groupsOf(t(), owner))[0]).toMatchObject({ id: groupId, members: 1 });
  });

  it('removes the owner’s group for everyone', async () => {
    await call(t(), member, `/${groupId}/join`, {});
    const res = await call(t(), owner, `/${groupId}/delete`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, groups: [] });
    expect(await groupsOf(t(), member)).toEqual([]);
    expect((await groupRows(t())).map((g) => g.id)).not.toContain(groupId);
    expect(await memberRows(t(), groupId)).toEqual([]);
  });
});

describe('POST /groups/search', () => {
  let owner: TestMember;
  let searcher: TestMember;
  let groups: { id: number; code: string }[];

  beforeAll(async () => {
    owner = await memberWith(t(), 'paid');
    searcher = await memberWith(t(), 'paid');
    groups = await storedGroups(t(), owner.id, ['Renal Ward', 'renal club', '100% sure', 'a_b\\c']);
    await call(t(), searcher, `/${groups[1]!.id}/join`, {});
  });

  const found = async (search: string) => {
    const res = await call(t(), searcher, '/search', { search });
    expect(res.statusCode, search).toBe(200);
    expect(groupsAnswerSchema.safeParse(res.json()).success, search).toBe(true);
    return res.json().groups as { id: number; nickname: string; in_group: boolean }[];
  };

  it('finds a group by its code, in lower case, and only by the whole code', async () => {
    const [first] = groups as [{ id: number; code: string }];
    expect((await found(first.code.toLowerCase())).map((g) => g.id)).toEqual([first.id]);
    expect(await found(first.code.slice(0, 4))).toEqual([]);
  });

  it('finds groups by part of a nickname, ignoring case, flagging the searcher’s own', async () => {
    const hits = await found('RENAL');
    expect(hits.map((g) => [g.nickname, g.in_group])).toEqual([
      ['renal club', true],
      ['Renal Ward', false],
    ]);
    expect(hits[1]).toMatchObject({ members: 1, owner: false, studying: false });
    expect(await found('cardiology')).toEqual([]);
  });

  it('puts the group whose code matches before nickname matches', async () => {
    const [codeGroup] = await storedGroups(t(), owner.id, ['Coded']);
    await storedGroups(t(), owner.id, [`Has ${codeGroup!.code} inside`]);
    const hits = await found(codeGroup!.code.toLowerCase());
    expect(hits.map((g) => g.nickname)).toEqual(['Coded', `Has ${codeGroup!.code} inside`]);
  });

  it('reads LIKE wildcards as themselves', async () => {
    expect((await found('%')).map((g) => g.nickname)).toEqual(['100% sure']);
    expect((await found('_')).map((g) => g.nickname)).toEqual(['a_b\\c']);
    expect((await found('\\')).map((g) => g.nickname)).toEqual(['a_b\\c']);
    expect(await found('0%s')).toEqual([]);
  });
});

describe('POST /groups/{id}/join', () => {
  it('adds the member once, however often they join, and answers the group', async () => {
    const [owner, member] = [await memberWith(t(), 'paid'), await memberWith(t(), 'trial')];
    const [group] = await storedGroups(t(), owner.id, ['Joinable']);
    for (let i = 0; i < 2; i += 1) {
      const res = await call(t(), member, `/${group!.id}/join`, {});
      expect(res.statusCode).toBe(200);
      expect(groupJoinedSchema.safeParse(res.json()).success).toBe(true);
      expect(res.json()).toEqual({
        success: true,
        group: {
          id: group!.id,
          code: group!.code,
          nickname: 'Joinable',
          private: false,
          members: 2,
          owner: false,
          in_group: true,
          studying: false,
        },
      });
    }
    expect(await memberRows(t(), group!.id)).toHaveLength(2);
    const own = await call(t(), owner, `/${group!.id}/join`, {});
    expect(own.json().group).toMatchObject({ owner: true, members: 2 });
  });
});

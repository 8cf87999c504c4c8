// Who may touch which group: a member renames and deletes only their own (owned or joined) groups,
// another member's answers 404 exactly as a group that does not exist and changes nothing, while
// anyone may find and join any group. Without a subscription or trial every call is 403 before its
// input is read; input the schemas refuse answers 4xx with a message, never 500, and changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { createMember, type TestMember } from '../../test/member-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { call, groupsOf, memberWith, snapshot, storedGroups } from './groups.test-support.ts';

const t = useTestApp({ catalogue: false });

let owner: TestMember;
let member: TestMember;
let intruder: TestMember;
let group: { id: number; code: string };

beforeAll(async () => {
  owner = await memberWith(t(), 'paid');
  member = await memberWith(t(), 'paid');
  intruder = await memberWith(t(), 'paid');
  [group] = (await storedGroups(t(), owner.id, ['Private club'])) as [typeof group];
  await call(t(), member, `/${group.id}/join`, {});
});

describe('another member’s group', () => {
  it('is not listed to them', async () => {
    expect(await groupsOf(t(), intruder)).toEqual([]);
  });

  it('answers 404 groupNotFound to rename and delete, as a group that does not exist', async () => {
    const before = await snapshot(t());
    for (const id of [group.id, group.id + 1000]) {
      const attempts = [
        await call(t(), intruder, `/${id}/update`, { nickname: 'Taken over' }),
        await call(t(), intruder, `/${id}/delete`),
      ];
      for (const res of attempts) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, message: messages.groupNotFound });
      }
    }
    expect(await snapshot(t())).toEqual(before);
  });

  it('is renamed by its owner only: a member who did not make it gets 403 groupOwnerOnly', async () => {
    const before = await snapshot(t());
    const res = await call(t(), member, `/${group.id}/update`, { nickname: 'Mine now' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: messages.groupOwnerOnly });
    expect(await snapshot(t())).toEqual(before);
  });

  it('can be found and joined by anyone, then is theirs to leave but not to rename', async () => {
    const search = await call(t(), intruder, '/search', { search: 'private' });
    expect(search.json().groups).toEqual([
      expect.objectContaining({ id: group.id, in_group: false, owner: false, members: 2 }),
    ]);
    const joined = await call(t(), intruder, `/${group.id}/join`, {});
    expect(joined.statusCode).toBe(200);
    expect(joined.json().group).toMatchObject({ in_group: true, owner: false, members: 3 });
    const unknown = await call(t(), intruder, `/${group.id + 1000}/join`, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.groupNotFound);
    const rename = await call(t(), intruder, `/${group.id}/update`, { nickname: 'x' });
    expect(rename.statusCode).toBe(403);
    const leave = await call(t(), intruder, `/${group.id}/delete`);
    expect(leave.json()).toEqual({ success: true, groups: [] });
    expect((await groupsOf(t(), owner))[0]).toMatchObject({ id: group.id, members: 2 });
  });
});

describe('without study access', () => {
  it('answers 403 purchaseNeeded to every call, whatever was sent, and 401 without a token', async () => {
    const lapsed = await createMember(t());
    const before = await snapshot(t());
    const calls: [string, unknown][] = [
      ['', undefined],
      ['/create', { nickname: 'X' }],
      ['/create', null],
      [`/${group.id}/update`, { nickname: 'a\u0000' }],
      [`/${group.id}/delete`, undefined],
      ['/search', { search: 'private' }],
      [`/${group.id}/join`, {}],
      ['/abc/join', []],
    ];
    for (const [path, body] of calls) {
      const res = await call(t(), lapsed, path, body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().message, path).toBe(messages.purchaseNeeded);
    }
    expect(await snapshot(t())).toEqual(before);
    const anonymous = await t().app.inject({ method: 'GET', url: '/api/groups' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('input at the edge', () => {
  it('refuses what the schemas refuse with 422 and a message, and changes nothing', async () => {
    const before = await snapshot(t());
    const id = group.id;
    const bad: [string, unknown, string?][] = [
      ['/create', { nickname: 'a\u0000b' }, messages.controlCharacters],
      ['/create', { nickname: 'x'.repeat(10_001) }, messages.groupNicknameTooLong],
      ['/create', { nickname: 7 }],
      ['/create', { nickname: ['x'] }],
      [`/${id}/update`, { nickname: 'a\u0000' }, messages.controlCharacters],
      [`/${id}/update`, { nickname: 'x'.repeat(100_000) }, messages.groupNicknameTooLong],
      [`/${id}/update`, null],
      [`/${id}/update`, [{ nickname: 'x' }]],
      [`/${id}/update`, {}],
      ['/search', null, messages.groupSearchRequired],
      ['/search', ['private'], messages.groupSearchRequired],
      ['/search', {}, messages.groupSearchRequired],
      ['/search', { search: '   ' }, messages.groupSearchRequired],
      ['/search', { search: 'x'.repeat(65) }, messages.groupSearchRequired],
      ['/search', { search: 'a\u0000' }, messages.controlCharacters],
      ['/search', { search: 12 }, messages.groupSearchRequired],
      ['/0/join', {}, messages.groupNotFound],
      ['/abc/join', {}, messages.groupNotFound],
      ['/1.5/join', {}, messages.groupNotFound],
      [`/${2 ** 31}/join`, {}, messages.groupNotFound],
      ['/-1/update', { nickname: 'x' }, messages.groupNotFound],
    ];
    for (const [path, body, message] of bad) {
      const res = await call(t(), owner, path, body);
      const label = `${path} ${JSON.stringify(body)?.slice(0, 80)}`;
      expect(res.statusCode, label).toBe(422);
      expect(res.json().success, label).toBe(false);
      expect(res.json().message, label).toEqual(message ?? expect.any(String));
    }
    for (const path of ['/0/delete', '/1e400/delete', `/${'9'.repeat(500)}/delete`]) {
      const res = await call(t(), owner, path);
      expect(res.statusCode, path).toBe(422);
      expect(res.json().message, path).toBe(messages.groupNotFound);
    }
    expect(await snapshot(t())).toEqual(before);
  });

  it('answers 413 to a body over the size limit and 400 to one that is not JSON', async () => {
    const huge = await call(t(), owner, '/create', { nickname: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    const broken = await t().injectAs(owner.token, {
      method: 'POST',
      url: '/api/groups/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"search": "x", ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(messages.badRequest);
  });
});

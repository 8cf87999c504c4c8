// The groups module with a live status of the test's choosing (the realtime layer's presence in the
// running app): a group being studied says so in every answer and cannot be deleted or left, by
// its owner or anyone; the calls the realtime layer makes (membershipOf, groupById) answer from
// the stored groups. The HTTP answers are checked on an app holding only this module.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { registerAuth } from '../../plugins/auth.ts';
import { registerErrorHandling, registerJsonParser } from '../../plugins/errors.ts';
import type { TestMember } from '../../test/member-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { register } from './groups.module.ts';
import { createGroupService, type GroupLiveStatus } from './groups.service.ts';
import { memberRows, memberWith, snapshot, storedGroups } from './groups.test-support.ts';

const t = useTestApp({ catalogue: false });

/** The groups being studied, as the test sets them. */
const studying = new Set<number>();
const live: GroupLiveStatus = {
  studying: async (ids) => new Set(ids.filter((id) => studying.has(id))),
};
const service = () => createGroupService({ db: t().database.db, clock: t().clock, live });

let owner: TestMember;
let member: TestMember;
let outsider: TestMember;
let group: { id: number; code: string };
let idle: { id: number; code: string };

beforeAll(async () => {
  [owner, member, outsider] = [
    await memberWith(t(), 'paid'),
    await memberWith(t(), 'trial'),
    await memberWith(t(), 'paid'),
  ];
  [group, idle] = (await storedGroups(t(), owner.id, ['Live', 'Idle'])) as [
    typeof group,
    typeof idle,
  ];
  await service().join(member.id, group.id);
  studying.clear();
  studying.add(group.id);
});

describe('a group being studied', () => {
  it('says so in the list, in search results and when joined', async () => {
    const flags = (groups: { id: number; studying: boolean }[]) =>
      Object.fromEntries(groups.map((g) => [g.id, g.studying]));
    expect(flags(await service().list(owner.id))).toEqual({ [group.id]: true, [idle.id]: false });
    expect(flags(await service().search(outsider.id, group.code))).toEqual({ [group.id]: true });
    const joined = await service().join(member.id, group.id);
    expect(joined).toMatchObject({ ok: true, group: { id: group.id, studying: true } });
  });

  it('is neither deleted by its owner nor left by a member, and nothing changes', async () => {
    const before = await snapshot(t());
    expect(await service().remove(owner.id, group.id)).toEqual({
      ok: false,
      reason: 'being_studied',
    });
    expect(await service().remove(member.id, group.id)).toEqual({
      ok: false,
      reason: 'being_studied',
    });
    expect(await snapshot(t())).toEqual(before);
  });

  it('is still not found for a member not in it, rather than telling them it is studied', async () => {
    expect(await service().remove(outsider.id, group.id)).toEqual({
      ok: false,
      reason: 'group_not_found',
    });
  });

  it('can be left and deleted once the session is over', async () => {
    const [other] = await storedGroups(t(), owner.id, ['Later']);
    await service().join(member.id, other!.id);
    studying.add(other!.id);
    expect((await service().remove(member.id, other!.id)).ok).toBe(false);
    studying.delete(other!.id);
    expect((await service().remove(member.id, other!.id)).ok).toBe(true);
    expect((await service().remove(owner.id, other!.id)).ok).toBe(true);
    expect(await memberRows(t(), other!.id)).toEqual([]);
  });
});

describe('for the realtime layer', () => {
  it('membershipOf answers the group as that member sees it, or null outside it', async () => {
    expect(await service().membershipOf(member.id, group.id)).toEqual({
      id: group.id,
      code: group.code,
      nickname: 'Live',
      private: false,
      members: 2,
      owner: false,
      in_group: true,
      studying: true,
    });
    expect(await service().membershipOf(owner.id, group.id)).toMatchObject({ owner: true });
    expect(await service().membershipOf(outsider.id, group.id)).toBeNull();
    expect(await service().membershipOf(owner.id, 2_000_000)).toBeNull();
  });

  it('groupById answers the group as stored, or null', async () => {
    expect(await service().groupById(group.id)).toEqual({
      id: group.id,
      code: group.code,
      nickname: 'Live',
      createdBy: owner.id,
      members: 2,
    });
    expect(await service().groupById(2_000_000)).toBeNull();
  });
});

describe('over HTTP', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    registerJsonParser(app);
    registerAuth(app);
    const study = { accessOf: async () => 'paid' as const };
    await app.register((api) => register(api, t().app.ctx, { study, live }), { prefix: '/api' });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (who: TestMember, url: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}` } });

  it('answers 409 groupBeingStudied to a delete and lists the group as studying', async () => {
    const before = await snapshot(t());
    const res = await get(owner, `/api/groups/${group.id}/delete`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: messages.groupBeingStudied });
    expect(await snapshot(t())).toEqual(before);
    const list = await get(owner, '/api/groups');
    expect(list.json().groups.find((g: { id: number }) => g.id === group.id).studying).toBe(true);
  });
});

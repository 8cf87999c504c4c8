// Private groups: a group's creator can make it private, so a stranger can no longer join it by its
// (sequential) id and watch its live session; only the code lets someone in, and a search finds it
// only by that exact code. Public stays the default. (The live session itself takes members only:
// realtime.test.ts refuses a socket join by someone not in the group.)
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import type { TestMember } from '../../test/member-factory.ts';
import { buildTestApp, useTestApp } from '../../test/test-app.ts';
import { groupFindLimit } from './groups.routes.ts';
import { call, memberRows, memberWith, snapshot } from './groups.test-support.ts';

const t = useTestApp({ catalogue: false });

let owner: TestMember;
let classmate: TestMember;
let stranger: TestMember;
let group: { id: number; code: string; private: boolean };

beforeAll(async () => {
  owner = await memberWith(t(), 'paid');
  classmate = await memberWith(t(), 'paid');
  stranger = await memberWith(t(), 'trial');
  const res = await call(t(), owner, '/create', { nickname: 'Night owls', private: true });
  expect(res.statusCode).toBe(200);
  group = res.json().group;
});

const search = async (member: TestMember, term: string) =>
  (await call(t(), member, '/search', { search: term })).json().groups as { id: number }[];

describe('a private group', () => {
  it('is created private when asked, and says so', () => {
    expect(group).toMatchObject({ nickname: 'Night owls', private: true, owner: true });
  });

  it('is not found by its nickname, only by its exact code (any case)', async () => {
    expect(await search(stranger, 'owls')).toEqual([]);
    expect(await search(stranger, 'Night owls')).toEqual([]);
    expect(await search(stranger, group.code.toLowerCase())).toEqual([
      expect.objectContaining({ id: group.id, private: true, in_group: false }),
    ]);
  });

  it('refuses a join by id without the code, or with a wrong one, and changes nothing', async () => {
    const before = await snapshot(t());
    const wrong = group.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (const body of [{}, { code: wrong }, { code: '' }, { code: 'A\u0000B' }, undefined]) {
      const res = await t().injectAs(stranger.token, {
        method: 'POST',
        url: `/api/groups/${group.id}/join`,
        ...(body === undefined ? {} : { payload: body }),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: messages.groupPrivateNeedsCode });
    }
    expect(await snapshot(t())).toEqual(before);
  });

  it('takes a newcomer who gives its code, and then lets them back in without it', async () => {
    const res = await call(t(), classmate, `/${group.id}/join`, {
      code: ` ${group.code.toLowerCase()} `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().group).toMatchObject({ id: group.id, in_group: true, members: 2 });
    // Start joins again: a member already in is not asked for the code.
    const again = await call(t(), classmate, `/${group.id}/join`, {});
    expect(again.statusCode).toBe(200);
    expect((await memberRows(t(), group.id)).map((m) => m.userId).sort()).toEqual(
      [owner.id, classmate.id].sort(),
    );
  });

  it('is made private or public by its creator only', async () => {
    const before = await snapshot(t());
    const byMember = await call(t(), classmate, `/${group.id}/update`, { private: false });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(messages.groupOwnerOnly);
    const byStranger = await call(t(), stranger, `/${group.id}/update`, { private: false });
    expect(byStranger.statusCode).toBe(404);
    expect(await snapshot(t())).toEqual(before);

    const opened = await call(t(), owner, `/${group.id}/update`, { private: false });
    expect(opened.statusCode).toBe(200);
    // Only the privacy changed: the nickname stays when it is left out.
    expect(opened.json().groups).toEqual([
      expect.objectContaining({ id: group.id, nickname: 'Night owls', private: false }),
    ]);
    expect(await search(stranger, 'owls')).toEqual([expect.objectContaining({ id: group.id })]);
    const closed = await call(t(), owner, `/${group.id}/update`, {
      nickname: 'Owls',
      private: true,
    });
    expect(closed.json().groups[0]).toMatchObject({ nickname: 'Owls', private: true });
    expect(await search(stranger, 'owls')).toEqual([]);
  });

  it('refuses a privacy that is not true or false with a clear 422', async () => {
    for (const value of ['yes', null, 1]) {
      const res = await call(t(), owner, '/create', { private: value });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ private: messages.groupPrivateInvalid });
    }
  });
});

describe('a group made without asking', () => {
  it('is public: found by its nickname and joined by id without the code', async () => {
    const made = await call(t(), owner, '/create', { nickname: 'Day larks' });
    const open = made.json().group;
    expect(open.private).toBe(false);
    expect(await search(stranger, 'larks')).toEqual([expect.objectContaining({ id: open.id })]);
    const joined = await call(t(), stranger, `/${open.id}/join`, {});
    expect(joined.statusCode).toBe(200);
  });
});

describe('guessing codes', () => {
  it('is slowed: searches and joins share a budget per member, refused with 429 beyond it', async () => {
    const limited = await buildTestApp({ catalogue: false, rateLimits: true });
    try {
      const guesser = await memberWith(limited, 'trial');
      const classmate = await memberWith(limited, 'trial');
      const max = groupFindLimit.perAccount.max;
      for (let i = 0; i < max - 1; i += 1) {
        const res = await call(limited, guesser, '/search', { search: `ZZ${i}` });
        expect(res.statusCode).toBe(200);
      }
      expect((await call(limited, guesser, '/1/join', { code: 'ZZZZZZ' })).statusCode).toBe(404);
      const refused = await call(limited, guesser, '/search', { search: 'ZZZZZZ' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, message: messages.tooManyRequests });
      // Another member behind the same address is not held back.
      expect((await call(limited, classmate, '/search', { search: 'ZZZZZZ' })).statusCode).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });
});

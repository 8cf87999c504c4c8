// GET /user (the member's own profile and status), GET /user/find_by_id/{id} (another member's
// public card), GET /user/stats and GET /station/featured.
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import {
  currentUserSchema,
  findUserAnswerSchema,
  publicUserSchema,
} from '@osce/shared/schemas/api';
import { statsAnswerSchema } from '@osce/shared/schemas/stats';
import type { ManualClock } from '../../lib/clock.ts';
import { createMember } from '../../test/member-factory.ts';
import { buildTestApp, useTestApp } from '../../test/test-app.ts';
import {
  createPlaces,
  FREE_TRIAL,
  giveSubscription,
  shareAGroup,
  type Places,
} from './users.test-support.ts';

const t = useTestApp({ catalogue: false });
const DAY_MS = 24 * 60 * 60 * 1000;
let places: Places;
beforeAll(async () => {
  places = await createPlaces(t());
});

const get = (token: string, url: string) => t().injectAs(token, { method: 'GET', url });
const statusOf = async (token: string) => (await get(token, '/api/user')).json().status;

describe('GET /api/user', () => {
  it('answers the member their own profile, as the spec names its fields', async () => {
    const member = await createMember(t(), {
      profile: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        dob: '1999-12-10',
        countryId: places.us.id,
        stateId: places.ohio.id,
        medicalSchoolId: places.ohioSchool.id,
        graduationYear: 2030,
        tutorialViewed: true,
        emailOptIn: true,
      },
    });
    const res = await get(member.token, '/api/user?completed=false');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(currentUserSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      id: member.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: member.username,
      email: member.email,
      dob: '1999-12-10',
      avatar: null,
      status: 'Inactive',
      role: 'member',
      tutorial_viewed: true,
      email_opt_in: true,
      country_id: places.us.id,
      state_id: places.ohio.id,
      state_other: null,
      medical_school_id: places.ohioSchool.id,
      medical_school_other: null,
      graduation_year: 2030,
      update_terms: false,
    });
    expect(body.display_id).toMatch(/^[0-9A-F]{8}$/);
    expect(body).not.toHaveProperty('completed');
    expect(body).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toContain('scrypt');
  });

  it('lists completed stations only when asked (none before the study area exists)', async () => {
    const member = await createMember(t());
    expect((await get(member.token, '/api/user?completed=true')).json().completed).toEqual([]);
    expect((await get(member.token, '/api/user')).json()).not.toHaveProperty('completed');
    for (const bad of ['yes', '1', '%00', 'true&completed=false']) {
      const res = await get(member.token, `/api/user?completed=${bad}`);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it("shows 'other' for a school typed by name", async () => {
    const member = await createMember(t(), {
      profile: { countryId: places.uk.id, medicalSchoolOther: 'Home-made School' },
    });
    expect((await get(member.token, '/api/user')).json()).toMatchObject({
      medical_school_id: 'other',
      medical_school_other: 'Home-made School',
    });
  });

  it('answers 401 without a live token, and never another member', async () => {
    expect((await t().app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await get('x'.repeat(43), '/api/user')).statusCode).toBe(401);
    const a = await createMember(t());
    const b = await createMember(t());
    expect((await get(a.token, '/api/user')).json().id).toBe(a.id);
    expect((await get(b.token, '/api/user')).json().id).toBe(b.id);
    // No way to name another member: the query is ignored apart from `completed`.
    expect((await get(a.token, `/api/user?id=${b.id}`)).json().id).toBe(a.id);
  });
});

describe('GET /api/user: status', () => {
  it('is Inactive without a current subscription, Trial on the Free Trial, Active on a paid plan', async () => {
    const member = await createMember(t());
    expect(await statusOf(member.token)).toBe('Inactive');
    await giveSubscription(t(), member.id, { planName: FREE_TRIAL, countryId: places.us.id });
    expect(await statusOf(member.token)).toBe('Trial');
    await giveSubscription(t(), member.id, { countryId: places.us.id });
    expect(await statusOf(member.token)).toBe('Active');
  });

  it('counts a subscription from its start (included) to its expiry (excluded), by the clock', async () => {
    const clock = t().clock as ManualClock;
    const began = clock.nowMs();
    const member = await createMember(t());
    const start = new Date(began + DAY_MS);
    await giveSubscription(t(), member.id, { countryId: places.us.id, start, days: 30 });
    // Sessions last 30 days: each moment gets a session opened then.
    const statusAt = async (ms: number) => {
      clock.set(new Date(ms));
      return statusOf((await t().app.ctx.sessions.open(member.id)).token);
    };
    try {
      expect(await statusAt(began)).toBe('Inactive');
      expect(await statusAt(start.getTime() - 1)).toBe('Inactive');
      expect(await statusAt(start.getTime())).toBe('Active');
      expect(await statusAt(start.getTime() + 30 * DAY_MS - 1)).toBe('Active');
      expect(await statusAt(start.getTime() + 30 * DAY_MS)).toBe('Inactive');
    } finally {
      clock.set(new Date(began));
    }
  });

  it('keeps a cancelled subscription until expiry, counts a pending one from its start, never refunded or expired ones', async () => {
    const cancelled = await createMember(t());
    await giveSubscription(t(), cancelled.id, { countryId: places.us.id, status: 'cancelled' });
    expect(await statusOf(cancelled.token)).toBe('Active');
    // Queued behind another purchase, its start has come before the lifecycle relabelled it.
    const pending = await createMember(t());
    await giveSubscription(t(), pending.id, { countryId: places.us.id, status: 'pending' });
    expect(await statusOf(pending.token)).toBe('Active');
    for (const status of ['refunded', 'expired'] as const) {
      const member = await createMember(t());
      await giveSubscription(t(), member.id, { countryId: places.us.id, status });
      expect(await statusOf(member.token), status).toBe('Inactive');
    }
  });
});

describe('GET /api/user/find_by_id/{id}', () => {
  it("shows one member another's public card, and nothing private", async () => {
    const a = await createMember(t());
    const b = await createMember(t(), {
      profile: {
        firstName: 'Grace',
        lastName: 'Hopper',
        dob: '1990-01-01',
        countryId: places.us.id,
        medicalSchoolId: places.texasSchool.id,
      },
    });
    await giveSubscription(t(), b.id, { countryId: places.us.id });
    await shareAGroup(t(), a.id, b.id);
    const res = await get(a.token, `/api/user/find_by_id/${b.id}`);
    expect(res.statusCode).toBe(200);
    const body = findUserAnswerSchema.parse(res.json());
    expect(res.json()).toEqual(body);
    expect(Object.keys(body.user).sort()).toEqual(Object.keys(publicUserSchema.shape).sort());
    expect(body.user).toMatchObject({
      id: b.id,
      first_name: 'Grace',
      last_name: 'Hopper',
      username: b.username,
      avatar: null,
    });
    for (const secret of [b.email, '1990-01-01', 'Active', 'medical_school', 'status']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('answers about a member who shares no group with the asker exactly as about a missing id', async () => {
    const asker = await createMember(t());
    const stranger = await createMember(t());
    const classmate = await createMember(t());
    const formerGroupmate = await createMember(t());
    await shareAGroup(t(), asker.id, classmate.id);
    await shareAGroup(t(), stranger.id, formerGroupmate.id);

    const hidden = await get(asker.token, `/api/user/find_by_id/${stranger.id}`);
    const missing = await get(asker.token, '/api/user/find_by_id/999998');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect(hidden.body).not.toContain(stranger.username);

    expect((await get(asker.token, `/api/user/find_by_id/${classmate.id}`)).statusCode).toBe(200);
    expect((await get(classmate.token, `/api/user/find_by_id/${asker.id}`)).statusCode).toBe(200);
    const own = await get(asker.token, `/api/user/find_by_id/${asker.id}`);
    expect(own.json().user.username).toBe(asker.username);
  });

  it('is rate limited per member', { timeout: 120_000 }, async () => {
    const limited = await buildTestApp({ catalogue: false, rateLimits: true });
    try {
      const member = await createMember(limited);
      const look = () =>
        limited.injectAs(member.token, { method: 'GET', url: `/api/user/find_by_id/${member.id}` });
      const codes: number[] = [];
      for (let i = 0; i < 121; i += 1) codes.push((await look()).statusCode);
      expect(codes.slice(0, 120).every((c) => c === 200)).toBe(true);
      expect(codes[120]).toBe(429);
      const other = await createMember(limited);
      const theirs = await limited.injectAs(other.token, {
        method: 'GET',
        url: `/api/user/find_by_id/${other.id}`,
      });
      expect(theirs.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('says when there is no such member', async () => {
    const a = await createMember(t());
    for (const id of ['999999', '2147483647', '2147483648', '99999999999999999999']) {
      const res = await get(a.token, `/api/user/find_by_id/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: messages.userNotFound });
    }
  });

  it('refuses ids that are not positive whole numbers with a 4xx', async () => {
    const a = await createMember(t());
    for (const id of ['0', '-1', '1.5', 'abc', '1e3', '%00', '1%00', '0x10', '9'.repeat(21)]) {
      const res = await get(a.token, `/api/user/find_by_id/${id}`);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    const long = await get(a.token, `/api/user/find_by_id/${'1'.repeat(2000)}`);
    expect(long.statusCode).toBe(414);
  });

  it('needs a member token', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/user/find_by_id/1' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/user/stats', () => {
  it('has nothing to count before any station is studied: zero and nulls, not made-up figures', async () => {
    // A member without a subscription still has a dashboard: the figures answer them too.
    const member = await createMember(t());
    const res = await get(member.token, '/api/user/stats');
    expect(res.statusCode).toBe(200);
    expect(statsAnswerSchema.parse(res.json())).toMatchObject({
      stations_completed: 0,
      average_grade: null,
      best_specialty: null,
      average_mark: null,
      completed: [],
      attempt_again: [],
    });
    expect((await t().app.inject({ method: 'GET', url: '/api/user/stats' })).statusCode).toBe(401);
  });
});

describe('GET /api/station/featured', () => {
  it('is an empty list for a subscribed member while nothing is featured; 403 without a subscription; 401 for anyone else', async () => {
    const member = await createMember(t());
    const refused = await get(member.token, '/api/station/featured');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.purchaseNeeded);
    await giveSubscription(t(), member.id, { countryId: places.us.id });
    const res = await get(member.token, '/api/station/featured');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const anonymous = await t().app.inject({ method: 'GET', url: '/api/station/featured' });
    expect(anonymous.statusCode).toBe(401);
  });
});

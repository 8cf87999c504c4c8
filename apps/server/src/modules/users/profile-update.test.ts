// POST /user/update: the settings form (docs/accounts.md, 'Validation'), checked against the
// catalogue, with e-mail and username kept unique by the database.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRADUATION_YEAR_MAX } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import { profileUpdateSchema } from '@osce/shared/schemas/account';
import { profileUpdateAnswerSchema } from '@osce/shared/schemas/api';
import { users } from '../../db/schema/index.ts';
import { createMember, type TestMember } from '../../test/member-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createContentRepository } from '../content/content.repository.ts';
import { createPlaceRulesLoader } from '../content/place-rules.ts';
import { createProfileService } from './profile.service.ts';
import { createUserRepository } from './user.repository.ts';
import { createPlaces, readUser, type Places } from './users.test-support.ts';

const t = useTestApp({ catalogue: false });
let places: Places;
let year: number;
beforeAll(async () => {
  places = await createPlaces(t());
  year = t().clock.now().getUTCFullYear();
});

let sequence = 0;
/** A complete, valid settings form for a member in Ohio, with fresh unique e-mail and username. */
function form(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    dob: '1999-12-10',
    email: `ada-${sequence}-${Math.random().toString(36).slice(2, 7)}@example.test`,
    username: `ada_${sequence}_${Math.random().toString(36).slice(2, 7)}`,
    country_id: places.us.id,
    state_id: places.ohio.id,
    medical_school_id: places.ohioSchool.id,
    graduation_year: year + 1,
    ...overrides,
  };
}

const update = (member: TestMember, body: unknown) =>
  t().injectAs(member.token, {
    method: 'POST',
    url: '/api/user/update',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('POST /api/user/update: saving', () => {
  it("saves the member's settings and answers the saved profile", async () => {
    const member = await createMember(t());
    const body = form({ first_name: '  Ada ', email_opt_in: true });
    const res = await update(member, body);
    expect(res.statusCode).toBe(200);
    const answer = profileUpdateAnswerSchema.parse(res.json());
    expect(answer).toMatchObject({ success: true, message: messages.settingsUpdated, errors: [] });
    expect(answer.user).toMatchObject({
      id: member.id,
      first_name: 'Ada',
      email: body.email,
      username: body.username,
      dob: '1999-12-10',
      state_id: places.ohio.id,
      medical_school_id: places.ohioSchool.id,
      email_opt_in: true,
    });
    expect(await readUser(t(), member.id)).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: body.email,
      username: body.username,
      dob: '1999-12-10',
      countryId: places.us.id,
      stateId: places.ohio.id,
      stateOther: null,
      medicalSchoolId: places.ohioSchool.id,
      medicalSchoolOther: null,
      graduationYear: year + 1,
      emailOptIn: true,
    });
  });

  it('stores a school typed by name as no school id, and a listed school clears the name', async () => {
    const member = await createMember(t());
    const other = form({
      country_id: places.uk.id,
      state_id: null,
      state_other: 'Yorkshire',
      medical_school_id: 'other',
      medical_school_other: 'Hull York',
    });
    const res = await update(member, other);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      medical_school_id: 'other',
      medical_school_other: 'Hull York',
      state_other: 'Yorkshire',
    });
    expect(await readUser(t(), member.id)).toMatchObject({
      medicalSchoolId: null,
      medicalSchoolOther: 'Hull York',
      stateId: null,
      stateOther: 'Yorkshire',
    });
    await update(member, form({ medical_school_other: 'Ignored' }));
    expect(await readUser(t(), member.id)).toMatchObject({
      medicalSchoolId: places.ohioSchool.id,
      medicalSchoolOther: null,
      stateOther: null,
    });
  });

  it('keeps email_opt_in when the form leaves it out', async () => {
    const member = await createMember(t(), { profile: { emailOptIn: true } });
    await update(member, form());
    expect((await readUser(t(), member.id)).emailOptIn).toBe(true);
  });

  it('lets the member keep their own e-mail and username, in another case', async () => {
    const member = await createMember(t());
    const res = await update(
      member,
      form({ email: member.email.toUpperCase(), username: member.username.toUpperCase() }),
    );
    expect(res.statusCode).toBe(200);
    expect(await readUser(t(), member.id)).toMatchObject({
      email: member.email.toUpperCase(),
      username: member.username.toUpperCase(),
    });
  });

  it("changes only the caller's account, whatever the body names", async () => {
    const a = await createMember(t());
    const b = await createMember(t());
    const before = await readUser(t(), b.id);
    const res = await update(a, { ...form(), id: b.id, user_id: b.id, role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(a.id);
    expect(await readUser(t(), b.id)).toEqual(before);
    expect((await readUser(t(), a.id)).role).toBe('member');
  });
});

describe('POST /api/user/update: refusals', () => {
  it('names every missing field with the spec text, and saves nothing', async () => {
    const member = await createMember(t(), { profile: { firstName: 'Kept' } });
    for (const payload of ['null', '{}', '[]', '"text"']) {
      const res = await t().injectAs(member.token, {
        method: 'POST',
        url: '/api/user/update',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(422);
      expect(res.json(), payload).toMatchObject({
        success: false,
        fields: {
          first_name: messages.firstNameRequired,
          last_name: messages.surnameRequired,
          dob: messages.dobRequired,
          email: messages.emailRequired,
          country_id: messages.countryRequired,
          medical_school_id: messages.medicalSchoolRequired,
          graduation_year: messages.graduationYearRequired,
          username: messages.usernameRequired,
        },
      });
      expect(res.json().errors).toContain(messages.firstNameRequired);
    }
    const none = await t().injectAs(member.token, { method: 'POST', url: '/api/user/update' });
    expect(none.statusCode).toBe(422);
    expect((await readUser(t(), member.id)).firstName).toBe('Kept');
  });

  it('gives each rule its own text', async () => {
    const member = await createMember(t());
    const range = messages.graduationYearRange
      .replace('{min}', String(year))
      .replace('{max}', String(GRADUATION_YEAR_MAX));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-address' }, 'email', messages.emailInvalid],
      [{ first_name: '   ' }, 'first_name', messages.firstNameRequired],
      [{ dob: '10/12/1999' }, 'dob', messages.dobInvalid],
      [{ dob: '1999-02-30' }, 'dob', messages.dobInvalid],
      [{ dob: '2999-01-01' }, 'dob', messages.dobInvalid],
      [{ graduation_year: year - 1 }, 'graduation_year', range],
      [{ graduation_year: GRADUATION_YEAR_MAX + 1 }, 'graduation_year', range],
      [{ username: 'a b' }, 'username', messages.usernameFormat],
      [{ state_id: null }, 'state_id', messages.stateRequired],
      [{ state_id: places.ohio.id + 1000 }, 'state_id', messages.stateNotInCountry],
      [
        { medical_school_id: places.texasSchool.id },
        'medical_school_id',
        messages.medicalSchoolNotInPlace,
      ],
      [
        { medical_school_id: 'other', medical_school_other: ' ' },
        'medical_school_other',
        messages.medicalSchoolNameRequired,
      ],
      [{ country_id: 999_999 }, 'country_id', messages.countryUnknown],
      [{ country_id: 'US' }, 'country_id', messages.countryRequired],
    ];
    for (const [overrides, field, text] of cases) {
      const res = await update(member, form(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().fields[field], JSON.stringify(overrides)).toBe(text);
    }
    expect((await readUser(t(), member.id)).firstName).toBe('');
  });

  it('refuses control characters and oversized text with a 422, never a 500', async () => {
    const member = await createMember(t());
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: 'Ada\u0000' }, 'first_name'],
      [{ username: 'ada\u0000x' }, 'username'],
      [{ email: 'a\u0000@example.test' }, 'email'],
      [{ first_name: 'x'.repeat(101) }, 'first_name'],
      [{ email: `${'x'.repeat(300)}@example.test` }, 'email'],
      [
        { medical_school_id: 'other', medical_school_other: 'x'.repeat(10_000) },
        'medical_school_other',
      ],
    ];
    for (const [overrides, field] of cases) {
      const res = await update(member, form(overrides));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().fields).toHaveProperty(field);
    }
    const huge = await update(member, form({ last_name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    // Not JSON: read as no form at all.
    const text = await t().injectAs(member.token, {
      method: 'POST',
      url: '/api/user/update',
      headers: { 'content-type': 'text/plain' },
      payload: 'first_name=Ada',
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().fields.first_name).toBe(messages.firstNameRequired);
    const xml = await t().injectAs(member.token, {
      method: 'POST',
      url: '/api/user/update',
      headers: { 'content-type': 'application/xml' },
      payload: '<first_name>Ada</first_name>',
    });
    expect(xml.statusCode).toBe(415);
    expect((await readUser(t(), member.id)).firstName).toBe('');
  });

  it("refuses another member's e-mail or username, in any case, naming each", async () => {
    const taken = await createMember(t());
    const member = await createMember(t(), { profile: { firstName: 'Before' } });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ email: taken.email.toUpperCase() }, { email: messages.emailTaken }],
      [{ username: taken.username.toUpperCase() }, { username: messages.usernameTaken }],
      [
        { email: taken.email, username: taken.username },
        { email: messages.emailTaken, username: messages.usernameTaken },
      ],
    ];
    for (const [overrides, fields] of cases) {
      const res = await update(member, form({ ...overrides, first_name: 'After' }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, fields });
      expect(res.json().errors).toEqual(Object.values(fields));
    }
    expect((await readUser(t(), member.id)).firstName).toBe('Before');
  });

  it('lets only one of two members take the same new e-mail at the same moment', async () => {
    const a = await createMember(t());
    const b = await createMember(t());
    const email = `race-${Math.random().toString(36).slice(2)}@example.test`;
    const answers = await Promise.all([update(a, form({ email })), update(b, form({ email }))]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 422]);
    const refused = answers.find((r) => r.statusCode === 422)!;
    expect(refused.json().fields).toEqual({ email: messages.emailTaken });
    const holders = await t()
      .database.db.select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    expect(holders).toHaveLength(1);
  });

  it('answers a unique index it runs into with the field it guards, not a 500', async () => {
    // Two saves at once can both pass the read-first check; the database then refuses the second.
    // The check is skipped here so the refusal comes from the index every time.
    const taken = await createMember(t());
    const member = await createMember(t(), { profile: { firstName: 'Before' } });
    const real = createUserRepository(t().database.db);
    const service = createProfileService({
      db: t().database.db,
      events: t().app.ctx.events,
      currentTerms: { peek: () => null, get: async () => null, refresh: async () => null },
      study: {
        savedFilters: async () => null,
        completedStationIds: async () => [],
        preferredTiming: async () => ({ reading: 2, station: 6, question: 2, feedback: 2 }),
      },
      users: { ...real, takenByOthers: async () => ({ email: false, username: false }) },
    });
    const rules = await createPlaceRulesLoader({
      content: createContentRepository(t().database.db),
      clock: t().clock,
      events: t().app.ctx.events,
    })();
    const input = profileUpdateSchema(rules).parse(form({ email: taken.email.toUpperCase() }));
    expect(await service.update(member.id, 'Inactive', input)).toEqual({
      ok: false,
      taken: { email: true, username: false },
    });
    const byName = profileUpdateSchema(rules).parse(form({ username: taken.username }));
    expect(await service.update(member.id, 'Inactive', byName)).toEqual({
      ok: false,
      taken: { email: false, username: true },
    });
    expect((await readUser(t(), member.id)).firstName).toBe('Before');
  });

  it('needs a member token', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(form()),
    });
    expect(res.statusCode).toBe(401);
  });
});

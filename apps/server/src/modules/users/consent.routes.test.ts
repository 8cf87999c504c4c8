// The tutorial (GET /tutorial, POST /user/update_tutorial), terms consent
// (POST /user/update_terms_and_conditions) and the terms flag every member answer carries until
// the member agrees (plugins/terms-flag.ts).
import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { tutorialAnswerSchema } from '@osce/shared/schemas/api';
import { createContentCatalogueRepository } from '../content/content-catalogue.repository.ts';
import { createMember } from '../../test/member-factory.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { createCountry } from '../../test/factories.ts';
import { giveSubscription, publishTerms, readUser } from './users.test-support.ts';

const json = (payload: string) => ({
  headers: { 'content-type': 'application/json' },
  payload,
});
const post = (app: TestApp, token: string, url: string, body: unknown) =>
  app.injectAs(token, { method: 'POST', url, ...json(JSON.stringify(body)) });

describe('the tutorial', () => {
  const t = useTestApp({ catalogue: false });

  it('answers success false and no tutorial while there is none, then the slides', async () => {
    const member = await createMember(t());
    const none = await t().injectAs(member.token, { method: 'GET', url: '/api/tutorial' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ success: false, tutorial: null });

    const slides = [
      { file_name: 'solo.png', headline: 'Study alone', subhead: '<p>Pick a station</p>' },
      { file_name: 'group.png', headline: 'Study together', subhead: '<p>Invite friends</p>' },
    ];
    const row = await createContentCatalogueRepository(t().database.db).saveTutorial(slides);
    const res = await t().injectAs(member.token, { method: 'GET', url: '/api/tutorial' });
    expect(tutorialAnswerSchema.parse(res.json())).toEqual({
      success: true,
      tutorial: { id: row.id, slides },
    });
    expect((await t().app.inject({ method: 'GET', url: '/api/tutorial' })).statusCode).toBe(401);
  });

  it("records the member's own tutorial_viewed, never another's", async () => {
    const a = await createMember(t());
    const b = await createMember(t());
    const res = await post(t(), a.token, '/api/user/update_tutorial', { status: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await readUser(t(), a.id)).tutorialViewed).toBe(true);
    expect((await readUser(t(), b.id)).tutorialViewed).toBe(false);
    const me = await t().injectAs(a.token, { method: 'GET', url: '/api/user' });
    expect(me.json().tutorial_viewed).toBe(true);

    await post(t(), a.token, '/api/user/update_tutorial', { status: false });
    expect((await readUser(t(), a.id)).tutorialViewed).toBe(false);
  });

  it('refuses a body without a yes or no, and changes nothing', async () => {
    const member = await createMember(t());
    for (const payload of ['null', '', '{}', '{"status":"true"}', '{"status":1}', '[true]']) {
      const res = await t().injectAs(member.token, {
        method: 'POST',
        url: '/api/user/update_tutorial',
        ...json(payload),
      });
      expect(res.statusCode, payload).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        fields: { status: messages.invalidInput },
      });
    }
    expect((await readUser(t(), member.id)).tutorialViewed).toBe(false);
    const anonymous = await t().app.inject({
      method: 'POST',
      url: '/api/user/update_tutorial',
      ...json('{"status":true}'),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('agreeing to the terms', () => {
  const t = useTestApp({ catalogue: false });

  it('is refused while no terms are published', async () => {
    const member = await createMember(t());
    const res = await post(t(), member.token, '/api/user/update_terms_and_conditions', {
      terms: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ fields: { terms: messages.termsOutdated } });
  });

  it('records the current terms for the member who agrees, and only for them', async () => {
    const terms = await publishTerms(t());
    const a = await createMember(t());
    const b = await createMember(t());
    const res = await post(t(), a.token, '/api/user/update_terms_and_conditions', {
      terms: terms.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.termsAgreed });
    // The answer to the agreement itself no longer asks for it.
    expect(res.headers['x-update-terms']).toBeUndefined();
    expect((await readUser(t(), a.id)).termsAgreedId).toBe(terms.id);
    expect((await readUser(t(), b.id)).termsAgreedId).toBeNull();
    const me = await t().injectAs(a.token, { method: 'GET', url: '/api/user' });
    expect(me.json().update_terms).toBe(false);
    expect(me.headers['x-update-terms']).toBeUndefined();
  });

  it('refuses outdated, unknown or missing terms ids with the spec texts, recording nothing', async () => {
    const old = await publishTerms(t());
    await publishTerms(t());
    const member = await createMember(t());
    for (const [body, text] of [
      [{ terms: old.id }, messages.termsOutdated],
      [{ terms: 999_999 }, messages.termsOutdated],
      [{}, messages.termsRequired],
      [{ terms: 'latest' }, messages.termsRequired],
      [{ terms: -1 }, messages.termsRequired],
      [{ terms: 1.5 }, messages.termsRequired],
      [null, messages.termsRequired],
    ] as const) {
      const res = await post(t(), member.token, '/api/user/update_terms_and_conditions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, fields: { terms: text } });
    }
    expect((await readUser(t(), member.id)).termsAgreedId).toBeNull();
  });

  it('tells GET /user update_terms until the member agrees, and again after new terms', async () => {
    const first = await publishTerms(t());
    const member = await createMember(t());
    const me = () => t().injectAs(member.token, { method: 'GET', url: '/api/user' });
    expect((await me()).json().update_terms).toBe(true);
    await post(t(), member.token, '/api/user/update_terms_and_conditions', { terms: first.id });
    expect((await me()).json().update_terms).toBe(false);
    await publishTerms(t());
    expect((await me()).json().update_terms).toBe(true);
  });
});

describe('the terms flag on every member answer', () => {
  const t = useTestApp({ catalogue: false });

  it('marks nothing while no terms are published', async () => {
    const member = await createMember(t());
    const res = await t().injectAs(member.token, { method: 'GET', url: '/api/user/stats' });
    expect(res.headers['x-update-terms']).toBeUndefined();
    expect(res.json()).not.toHaveProperty('update_terms');
  });

  it('marks answers to a member behind the current terms: header, and JSON objects', async () => {
    const terms = await publishTerms(t());
    const behind = await createMember(t());
    const agreed = await createMember(t(), { profile: { termsAgreedId: terms.id } });

    const stats = await t().injectAs(behind.token, { method: 'GET', url: '/api/user/stats' });
    expect(stats.headers['x-update-terms']).toBe('true');
    expect(stats.json()).toMatchObject({
      stations_completed: 0,
      average_grade: null,
      best_specialty: null,
      update_terms: true,
    });
    // Refusals too, and in other modules' member routes (logout is the accounts module's).
    const refused = await post(t(), behind.token, '/api/user/update_tutorial', {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, update_terms: true });
    // A list stays a list: only the header says it (the station list is sent pre-serialised).
    const us = await createCountry(t().database.db, { code: 'US' });
    await giveSubscription(t(), behind.id, { countryId: us.id });
    for (const url of ['/api/station/featured', '/api/stations']) {
      const list = await t().injectAs(behind.token, { method: 'GET', url });
      expect(list.json(), url).toEqual([]);
      expect(list.headers['x-update-terms'], url).toBe('true');
    }
    // GET /user names the flag itself, once.
    const me = await t().injectAs(behind.token, { method: 'GET', url: '/api/user' });
    expect(me.body.match(/"update_terms"/g)).toHaveLength(1);
    expect(Number(me.headers['content-length'])).toBe(Buffer.byteLength(me.body));

    const clean = await t().injectAs(agreed.token, { method: 'GET', url: '/api/user/stats' });
    expect(clean.headers['x-update-terms']).toBeUndefined();
    expect(clean.json()).not.toHaveProperty('update_terms');
    const logout = await t().injectAs(behind.token, { method: 'GET', url: '/api/logout' });
    expect(logout.headers['x-update-terms']).toBe('true');
    expect(logout.json()).toMatchObject({ success: true, update_terms: true });
  });

  it('never marks public answers, whoever calls', async () => {
    await publishTerms(t());
    const member = await createMember(t());
    const res = await t().injectAs(member.token, { method: 'GET', url: '/api/health' });
    expect(res.headers['x-update-terms']).toBeUndefined();
    expect(res.json()).not.toHaveProperty('update_terms');
  });

  it('follows new terms as soon as they are published', async () => {
    const terms = await publishTerms(t());
    const member = await createMember(t(), { profile: { termsAgreedId: terms.id } });
    const call = () => t().injectAs(member.token, { method: 'GET', url: '/api/user/stats' });
    expect((await call()).headers['x-update-terms']).toBeUndefined();
    await publishTerms(t());
    expect((await call()).headers['x-update-terms']).toBe('true');
  });
});

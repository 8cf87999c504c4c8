// A paying member for journeys that start logged in: the card sign-up call with the sandbox test
// card's token (what the sign-up form sends for 4242 4242 4242 4242), then the activation link
// from the outbox.
import { expect } from 'vitest';
import type { BrowserSession } from './browser.ts';
import type { Outbox } from './mail.ts';
import { GRADUATION_YEAR, newMember, SCHOOL, solvedCaptcha, STATE, type Member } from './signup.ts';

/** The sandbox gateway's token for the test card 4242 4242 4242 4242. */
const GOOD_CARD_TOKEN = 'tok_visa';

async function getJson<T>(baseURL: string, path: string): Promise<T> {
  const res = await fetch(`${baseURL}${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

export async function createPaidMember(
  session: BrowserSession,
  baseURL: string,
  outbox: Outbox,
  tag: string,
): Promise<Member> {
  const member = newMember(tag);
  const countries = await getJson<
    { id: number; code: string; states: { id: number; name: string }[] }[]
  >(baseURL, '/api/countries');
  const us = countries.find((c) => c.code === 'US')!;
  const schools = await getJson<{ id: number; name: string }[]>(baseURL, '/api/medical_schools');
  const terms = await getJson<{ id: number }>(baseURL, '/api/terms_and_conditions');
  const plans = await getJson<{ id: number; name: string; cost: number }[]>(
    baseURL,
    '/api/subscription_types/signup?country=US',
  );
  const res = await fetch(`${baseURL}/api/credit_card_signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: member.firstName,
      last_name: member.surname,
      dob: member.dob,
      email: member.email,
      email_confirm: member.email,
      country_id: us.id,
      state_id: us.states.find((s) => s.name === STATE)!.id,
      medical_school_id: schools.find((s) => s.name === SCHOOL)!.id,
      graduation_year: Number(GRADUATION_YEAR),
      username: member.username,
      password1: member.password,
      password2: member.password,
      terms_and_conditions: true,
      terms_checked: terms.id,
      country: 'US',
      // Any paid plan the sign-up offers: callers need a paying member, not a particular plan.
      subscription_type_id: plans.find((p) => p.cost > 0)!.id,
      payment_method: 'credit_card',
      token_id: GOOD_CARD_TOKEN,
      captcha: await solvedCaptcha(session, baseURL),
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const code = (await outbox.waitForLink(member.email, '/activate/')).split('/').pop()!;
  const activated = await fetch(`${baseURL}/api/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  expect(activated.status).toBe(200);
  return member;
}

// A member with study access for integration tests: a user with a live session and a current paid
// subscription, or the free trial. One country per test app, made on first use.
import { createCountry } from './factories.ts';
import { createMember, type TestMember } from './member-factory.ts';
import type { TestApp } from './test-app.ts';
import { FREE_TRIAL, giveSubscription } from '../modules/users/users.test-support.ts';

const countryOf = new WeakMap<TestApp, Promise<number>>();

function country(t: TestApp): Promise<number> {
  let id = countryOf.get(t);
  if (!id) {
    id = createCountry(t.database.db, { code: 'US' }).then((c) => c.id);
    countryOf.set(t, id);
  }
  return id;
}

/** A member with a current paid subscription, or the free trial. */
export async function memberWith(t: TestApp, access: 'paid' | 'trial'): Promise<TestMember> {
  const member = await createMember(t);
  await giveSubscription(t, member.id, {
    countryId: await country(t),
    ...(access === 'trial' ? { planName: FREE_TRIAL } : {}),
  });
  return member;
}

// What ends a socket, or its place in a group (docs/architecture.md, 'Realtime'): a logout signs
// out that session's sockets and their reconnect is refused; a password change signs out the
// member's other sessions and keeps the one that made it; a refund takes a member in a group out
// of it; a trial member's purchase shows in the group at once; a trial that runs out by the clock
// ends at the member's next message, with no event.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { subscriptions, users } from '../db/schema/index.ts';
import type { ManualClock } from '../lib/clock.ts';
import { jsonPost } from '../test/inject-json.ts';
import { createMember, type TestMember } from '../test/member-factory.ts';
import { createSignupCatalogue, type SignupCatalogue } from '../test/signup-fixture.ts';
import { useTestApp } from '../test/test-app.ts';
import { buyByCard, DAY_MS } from '../modules/billing/billing.test-support.ts';
import { FREE_TRIAL, giveSubscription } from '../modules/users/users.test-support.ts';
import { libraryStations } from '../modules/playlists/playlists.test-support.ts';
import { connectMember, joinGroup, type Connected } from './realtime.test-support.ts';

const t = useTestApp({ catalogue: false });
let url: string;
let c: SignupCatalogue;
let paidStation: { id: number };

beforeAll(async () => {
  c = await createSignupCatalogue(t());
  const [first] = await libraryStations(t(), 1);
  paidStation = first!;
  t().app.ctx.events.emit('content.changed', { domain: 'study' });
  url = await t().app.listen({ port: 0, host: '127.0.0.1' });
});

const PASSWORD = 'Correct horse 1';

/** A member on a paid plan, or on the Free Trial until `trialDays` from now. */
async function member(access: 'paid' | 'trial', trialDays = 7): Promise<TestMember> {
  const m = await createMember(t(), { password: PASSWORD });
  const now = t().clock.nowMs();
  await giveSubscription(
    t(),
    m.id,
    access === 'paid'
      ? { countryId: c.countryId, planName: '1 Month' }
      : { countryId: c.countryId, planName: FREE_TRIAL, start: new Date(now), days: trialDays },
  );
  return m;
}

/** A group of these members, everyone connected and in its room. */
async function groupOf(...members: TestMember[]) {
  const [owner, ...rest] = members as [TestMember, ...TestMember[]];
  const made = await t().injectAs(owner.token, jsonPost('/api/groups/create', {}));
  const groupId = made.json().group.id as number;
  for (const m of rest) {
    expect(
      (await t().injectAs(m.token, jsonPost(`/api/groups/${groupId}/join`, {}))).statusCode,
    ).toBe(200);
  }
  const sockets: Connected[] = [];
  for (const m of members) sockets.push(await joinGroup(url, m, groupId));
  await sockets[0]!.until((s) => s.members.length === members.length);
  return { groupId, sockets };
}

/** What the server told the socket before it was disconnected, and why it was disconnected. */
function ending(connected: Connected) {
  const refused = new Promise<{ message: string; status: number }>((resolve) =>
    connected.socket.once('refused', resolve),
  );
  const disconnected = new Promise<string>((resolve) =>
    connected.socket.once('disconnect', (reason) => resolve(reason)),
  );
  return { refused, disconnected };
}

/** A round trip: the socket is still connected and served. */
const serverTime = (connected: Connected) => connected.socket.timeout(3000).emitWithAck('time');

describe('revoked sessions', () => {
  it('logout signs out the session’s socket, and the same token cannot connect again', async () => {
    const [a, b] = [await member('paid'), await member('paid')];
    const { sockets } = await groupOf(a, b);
    const [mine, theirs] = sockets as [Connected, Connected];
    const end = ending(mine);
    expect((await t().injectAs(a.token, { method: 'GET', url: '/api/logout' })).statusCode).toBe(
      200,
    );
    expect(await end.refused).toEqual({ message: messages.credentialsExpired, status: 401 });
    // A server disconnect: the client does not reconnect by itself.
    expect(await end.disconnected).toBe('io server disconnect');
    await expect(connectMember(url, a)).rejects.toThrow(messages.credentialsExpired);
    // The others see the member gone offline, and are not disturbed.
    const seen = await theirs.until((s) => s.members.some((m) => m.uid === a.id && !m.online));
    expect(seen.members.find((m) => m.uid === b.id)?.online).toBe(true);
    expect(typeof (await serverTime(theirs))).toBe('number');
    theirs.close();
  });

  it('a password change signs out the member’s other sessions and keeps the one that made it', async () => {
    const a = await member('paid');
    const other = await t().app.ctx.sessions.open(a.id);
    const here = await connectMember(url, a);
    const there = await connectMember(url, { token: other.token });
    const end = ending(there);
    const changed = await t().injectAs(
      a.token,
      jsonPost('/api/user/change_password', {
        current_password: PASSWORD,
        new_password1: 'Another horse 2',
        new_password2: 'Another horse 2',
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await end.refused).toEqual({ message: messages.credentialsExpired, status: 401 });
    expect(await end.disconnected).toBe('io server disconnect');
    expect(here.socket.connected).toBe(true);
    expect(typeof (await serverTime(here))).toBe('number');
    await expect(connectMember(url, { token: other.token })).rejects.toThrow(
      messages.credentialsExpired,
    );
    here.close();
  });
});

describe('access changing while in a group', () => {
  it('a refund takes the member out of the group as a refused join would, still connected', async () => {
    const [a, b] = [await member('paid'), await member('paid')];
    const { groupId, sockets } = await groupOf(a, b);
    const [refunded, other] = sockets as [Connected, Connected];
    const refused = new Promise((resolve) => refunded.socket.once('refused', resolve));
    // What the refund webhook does: the subscription refunded, then the change announced.
    await t()
      .database.db.update(subscriptions)
      .set({ status: 'refunded', refundDate: t().clock.now() })
      .where(eq(subscriptions.userId, a.id));
    t().app.ctx.events.emit('billing.entitlements_changed', { userId: a.id });
    expect(await refused).toEqual({ message: messages.purchaseNeeded, status: 403 });
    const left = await other.until((s) => !s.members.some((m) => m.uid === a.id));
    expect(left.members.map((m) => m.uid)).toEqual([b.id]);
    // Still connected, but neither in the group nor let back in.
    expect(typeof (await serverTime(refunded))).toBe('number');
    expect(await refunded.send('change-role', { role: 'observer' })).toEqual({
      ok: false,
      message: messages.groupNotMember,
    });
    expect(await refunded.socket.emitWithAck('join', { group_id: groupId })).toEqual({
      ok: false,
      message: messages.purchaseNeeded,
    });
    refunded.close();
    other.close();
  });

  it('a trial member who buys a plan can set a paid station at once', async () => {
    const [owner, trial] = [await member('paid'), await member('trial')];
    const { sockets } = await groupOf(owner, trial);
    const [, buyer] = sockets as [Connected, Connected];
    expect(await buyer.send('change-role', { role: 'examiner' })).toEqual({ ok: true });
    expect(await buyer.send('set-station', { station_id: paidStation.id })).toEqual({
      ok: false,
      message: messages.stationNotForTrial,
    });
    const bought = await buyByCard(t(), trial, { subscription_type: c.monthId });
    expect(bought.statusCode, bought.body).toBe(201);
    const full = await buyer.until(
      (s) => s.members.find((m) => m.uid === trial.id)?.trial === false,
    );
    expect(full.members.find((m) => m.uid === trial.id)?.role).toBe('examiner');
    expect(await buyer.send('set-station', { station_id: paidStation.id })).toEqual({ ok: true });
    sockets.forEach((s) => s.close());
  });

  it('a trial that runs out by the clock ends at the next message, with no event', async () => {
    const [owner, trial] = [await member('paid'), await member('trial', 1)];
    const { sockets } = await groupOf(owner, trial);
    const [first, ending] = sockets as [Connected, Connected];
    expect(await ending.send('change-role', { role: 'observer' })).toEqual({ ok: true });
    const refused = new Promise((resolve) => ending.socket.once('refused', resolve));
    (t().clock as ManualClock).advance(DAY_MS + 60_000);
    expect(await ending.send('change-role', { role: 'patient' })).toEqual({
      ok: false,
      message: messages.purchaseNeeded,
    });
    expect(await refused).toEqual({ message: messages.purchaseNeeded, status: 403 });
    const left = await first.until((s) => !s.members.some((m) => m.uid === trial.id));
    expect(left.members.map((m) => m.uid)).toEqual([owner.id]);
    sockets.forEach((s) => s.close());
  });
});

describe('the group rosters kept per process', () => {
  it('a member who left the group is refused at the door, though the group was seen with them', async () => {
    const [a, b] = [await member('paid'), await member('paid')];
    const { groupId, sockets } = await groupOf(a, b);
    // Everyone leaves the session, so the group may be left; its roster (with b) stays here.
    for (const s of sockets) expect(await s.send('leave')).toEqual({ ok: true });
    const left = await t().injectAs(b.token, {
      method: 'GET',
      url: `/api/groups/${groupId}/delete`,
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await sockets[1]!.socket.emitWithAck('join', { group_id: groupId })).toEqual({
      ok: false,
      message: messages.groupNotMember,
    });
    sockets.forEach((s) => s.close());
  });

  it('a renamed member shows their new name when they come back', async () => {
    const [a, b] = [await member('paid'), await member('paid')];
    const { groupId, sockets } = await groupOf(a, b);
    const [mine, theirs] = sockets as [Connected, Connected];
    expect(await mine.send('leave')).toEqual({ ok: true });
    await theirs.until((s) => s.members.length === 1);
    // What the profile save does: the name stored, then the change announced.
    await t()
      .database.db.update(users)
      .set({ firstName: 'Renamed', lastName: 'Member' })
      .where(eq(users.id, a.id));
    t().app.ctx.events.emit('auth.principal_changed', { userId: a.id });
    expect(await mine.socket.emitWithAck('join', { group_id: groupId })).toEqual({ ok: true });
    const back = await theirs.until((s) => s.members.length === 2);
    expect(back.members.find((m) => m.uid === a.id)?.name).toBe('Renamed Member');
    sockets.forEach((s) => s.close());
  });
});

describe('a snapshot nothing is withheld from, sent once to the room', () => {
  it('reaches everyone in the group, and not a member the examiner removes', async () => {
    const [a, b, c2] = [await member('paid'), await member('paid'), await member('paid')];
    const { sockets } = await groupOf(a, b, c2);
    const [examiner, staying, removed] = sockets as [Connected, Connected, Connected];
    expect(await examiner.send('change-role', { role: 'examiner' })).toEqual({ ok: true });
    await removed.until((s) => s.members.some((m) => m.role === 'examiner'));
    const seenBefore = removed.snapshots.length;
    expect(await examiner.send('remove', { uid: c2.id })).toEqual({ ok: true });
    await removed.untilNotice((n) => n.kind === 'removed' && n.mine);
    const after = await staying.until((s) => !s.members.some((m) => m.uid === c2.id));
    expect(after.members.map((m) => m.uid)).toEqual([a.id, b.id]);
    // The removed member was not sent the group without them.
    expect(removed.snapshots.slice(seenBefore)).toEqual([]);
    sockets.forEach((s) => s.close());
  });
});

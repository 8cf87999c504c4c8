// Correctness across processes (docs/operating.md, "Running several processes"): two app processes
// on one PostgreSQL and one Redis behind nginx. A change made through process A is seen on the
// very next request to process B, whose caches were warm with the old answer; sockets of an ended
// session are disconnected wherever they are; with Redis away both processes still answer right
// (from the database) and /metrics says the event bridge is down, then up again.
// Run by `npm run test:cluster` (.ci/run), not by `npm test`.
import fs from 'node:fs';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { markFor } from '@osce/shared/stations/scoring';
import { payments, stations, subscriptions } from '../src/db/schema/index.ts';
import { BRIDGE_DOWN_MESSAGE, BRIDGE_UP_MESSAGE } from '../src/lib/event-bridge.ts';
import {
  PASSWORD,
  STRIPE_WEBHOOK_SECRET,
  call,
  connectSocket,
  createMember,
  disconnected,
  eventually,
  metric,
  openSession,
  resetCodeFor,
  useCluster,
  type TestCluster,
} from './cluster-support.ts';

const c = useCluster();

/** How long a socket of an ended session may stay connected: the event crosses Redis at once. */
const SOCKET_END_MS = 5_000;

const user = (base: string, token: string) => call(base, token, 'GET', '/api/user?completed=false');

async function stationOf(cl: TestCluster, availableToTrial: boolean) {
  const [row] = await cl.database.db
    .select({ id: stations.id, number: stations.number })
    .from(stations)
    .where(eq(stations.availableToTrial, availableToTrial))
    .limit(1);
  if (!row) throw new Error('the demo library has no such station');
  return row;
}

describe('ending a session on A ends it on B', () => {
  it('logout on A: the same token is refused on B at once, its socket on B is disconnected, the other device stays in', async () => {
    const cl = c();
    const m = await createMember(cl);
    const otherDevice = await openSession(cl, m.id);
    // B knows the session: its principal is warm there.
    expect((await user(cl.b, m.token)).status).toBe(200);
    expect((await user(cl.b, otherDevice)).status).toBe(200);
    const socket = await connectSocket(cl.b, m.token);
    const otherSocket = await connectSocket(cl.b, otherDevice);
    try {
      const ended = disconnected(socket, SOCKET_END_MS);
      expect((await call(cl.a, m.token, 'GET', '/api/logout')).status).toBe(200);

      expect((await user(cl.b, m.token)).status).toBe(401);
      expect((await user(cl.a, m.token)).status).toBe(401);
      await ended;
      expect((await user(cl.b, otherDevice)).status).toBe(200);
      expect(otherSocket.connected).toBe(true);
    } finally {
      socket.close();
      otherSocket.close();
    }
  });

  it('password change on A: the other sessions are refused on B, the one that changed it still works there', async () => {
    const cl = c();
    const m = await createMember(cl);
    const other = await openSession(cl, m.id);
    expect((await user(cl.b, m.token)).status).toBe(200);
    expect((await user(cl.b, other)).status).toBe(200);
    const otherSocket = await connectSocket(cl.b, other);
    try {
      const ended = disconnected(otherSocket, SOCKET_END_MS);
      const changed = await call(cl.a, m.token, 'POST', '/api/user/change_password', {
        current_password: PASSWORD,
        new_password1: 'Changed-pass-2',
        new_password2: 'Changed-pass-2',
      });
      expect(changed.status).toBe(200);

      expect((await user(cl.b, other)).status).toBe(401);
      expect((await user(cl.b, m.token)).status).toBe(200);
      await ended;
    } finally {
      otherSocket.close();
    }
  });

  it('login-and-clear on A: the earlier session is refused on B, the new one works there', async () => {
    const cl = c();
    const m = await createMember(cl);
    expect((await user(cl.b, m.token)).status).toBe(200);
    // A plain login asks first, because another device is signed in.
    const asked = await call(cl.a, null, 'POST', '/api/login', {
      username: m.username,
      password: PASSWORD,
    });
    expect(asked.body).toMatchObject({ token: null, modal: 'confirm_token_wipe' });

    const cleared = await call(cl.a, null, 'POST', '/api/login-and-clear', {
      username: m.username,
      password: PASSWORD,
    });
    expect(cleared.status).toBe(200);
    const fresh = String(cleared.body.token);

    expect((await user(cl.b, m.token)).status).toBe(401);
    expect((await user(cl.b, fresh)).status).toBe(200);
  });

  it('password reset through A: every earlier session is refused on B; the new password logs in on B', async () => {
    const cl = c();
    const m = await createMember(cl);
    expect((await user(cl.b, m.token)).status).toBe(200);
    expect((await call(cl.a, null, 'POST', '/api/reset-password', { email: m.email })).status).toBe(
      200,
    );
    const code = await resetCodeFor(cl, m.email);
    const reset = await call(cl.a, null, 'POST', `/api/reset-password/${code}`, {
      password: 'Reset-pass-3',
      repeat_password: 'Reset-pass-3',
    });
    expect(reset.status).toBe(200);

    expect((await user(cl.b, m.token)).status).toBe(401);
    const login = await call(cl.b, null, 'POST', '/api/login', {
      username: m.username,
      password: 'Reset-pass-3',
    });
    expect(login.status).toBe(200);
    expect((await user(cl.b, String(login.body.token))).status).toBe(200);
  });
});

describe('access changed on A is the access on B', () => {
  it('a card purchase on A opens a paid station on B at once', async () => {
    const cl = c();
    const m = await createMember(cl, 'trial');
    const paid = await stationOf(cl, false);
    // B has the trial member's principal and station list warm, without the paid station.
    expect((await call(cl.b, m.token, 'GET', `/api/station/${paid.number}`)).status).toBe(403);
    expect((await call(cl.b, m.token, 'GET', '/api/stations')).status).toBe(200);

    const bought = await call(
      cl.a,
      m.token,
      'POST',
      '/api/user/purchase_subscription_credit_card',
      {
        subscription_type: cl.plans.monthId,
        token_id: 'tok_visa',
        country: 'US',
        attempt_id: `cluster-${m.id}-${Date.now()}`,
      },
    );
    expect(bought.status).toBe(201);

    expect((await call(cl.b, m.token, 'GET', `/api/station/${paid.number}`)).status).toBe(200);
    expect((await user(cl.b, m.token)).body.status).toBe('Active');
  });

  it('a refund webhook delivered to A closes the study area on B at once', async () => {
    const cl = c();
    const m = await createMember(cl, 'none');
    const [subscription] = await cl.database.db
      .insert(subscriptions)
      .values({
        userId: m.id,
        subscriptionTypeId: cl.plans.monthId,
        status: 'active',
        startDate: new Date(Date.now() - 60_000),
        expiryDate: new Date(Date.now() + 30 * 24 * 3600_000),
        price: 29.99,
        currency: 'USD',
      })
      .returning();
    const reference = `pi_cluster_${m.id}`;
    await cl.database.db.insert(payments).values({
      userId: m.id,
      subscriptionId: subscription!.id,
      method: 'credit_card',
      provider: 'stripe',
      reference,
      amount: 2999,
      currency: 'USD',
      idempotencyKey: `cluster-${reference}`,
    });
    expect((await call(cl.b, m.token, 'GET', '/api/stations')).status).toBe(200);

    const created = Math.floor(Date.now() / 1000) - 5;
    const payload = JSON.stringify({
      id: `evt_cluster_${m.id}`,
      object: 'event',
      type: 'charge.refunded',
      created,
      data: {
        object: {
          id: `ch_cluster_${m.id}`,
          object: 'charge',
          payment_intent: reference,
          amount: 2999,
          amount_refunded: 2999,
          refunded: true,
        },
      },
    });
    const res = await fetch(`${cl.a}/api/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: STRIPE_WEBHOOK_SECRET,
        }),
      },
      body: payload,
    });
    expect(res.status).toBe(200);

    expect((await call(cl.b, m.token, 'GET', '/api/stations')).status).toBe(403);
  });
});

/** Marks the station through `base` with the member's token: full marks on the first item. */
async function markStation(base: string, token: string, station: { id: number; number: number }) {
  const detail = await call<{
    station_components: { marking_guides: { id: number; max_marks: number }[] };
  }>(base, token, 'GET', `/api/station/${station.number}`);
  expect(detail.status).toBe(200);
  const guide = detail.body.station_components.marking_guides;
  const scores = guide.map((g, i) => ({ guide_id: g.id, points: i === 0 ? g.max_marks : 0 }));
  const res = await call(base, token, 'POST', `/api/station/${station.id}/mark`, {
    mark: markFor(scores, 3, guide),
    notes: '',
    examiner_notes: '',
    scores,
    global_score: 3,
    status: 'complete',
  });
  expect(res.status).toBe(200);
}

const listed = async (base: string, token: string, stationId: number) => {
  const res = await call<{ id: number; status: string }[]>(base, token, 'GET', '/api/stations');
  expect(res.status).toBe(200);
  return res.body.find((s) => s.id === stationId);
};

const statsOf = async (base: string, token: string) => {
  const res = await call<{ stations_completed: number; completed: { id: number }[] }>(
    base,
    token,
    'GET',
    '/api/user/stats',
  );
  expect(res.status).toBe(200);
  return res.body;
};

describe('study records', () => {
  it("a marking on A shows at once in B's station list and stats", async () => {
    const cl = c();
    const m = await createMember(cl);
    const station = await stationOf(cl, true);
    // B's list and stats for the member are warm, without the marking.
    expect((await listed(cl.b, m.token, station.id))?.status).not.toBe('complete');
    expect((await statsOf(cl.b, m.token)).stations_completed).toBe(0);

    await markStation(cl.a, m.token, station);

    expect((await listed(cl.b, m.token, station.id))?.status).toBe('complete');
    const stats = await statsOf(cl.b, m.token);
    expect(stats.stations_completed).toBe(1);
    expect(stats.completed.map((s) => s.id)).toEqual([station.id]);
  });
});

describe('Redis away', () => {
  it('every request is still answered right, from the database, and /metrics shows the bridge down, then up again', async () => {
    const cl = c();
    const m = await createMember(cl);
    const station = await stationOf(cl, true);
    const other = await openSession(cl, m.id);
    // Warm on B: principal, list and stats.
    expect((await user(cl.b, other)).status).toBe(200);
    expect((await listed(cl.b, m.token, station.id))?.status).not.toBe('complete');
    expect((await statsOf(cl.b, m.token)).stations_completed).toBe(0);
    for (const p of [cl.a, cl.b]) expect(await metric(p, 'event_bridge_live')).toBe(1);
    const outagesBefore = (await metric(cl.b, 'event_bridge_outages_total')) ?? 0;

    await cl.redis.stop();
    try {
      for (const p of [cl.a, cl.b]) {
        await eventually('the bridge reported down', async () => {
          return (await metric(p, 'event_bridge_live')) === 0;
        });
      }
      // Changes made on A while nothing crosses Redis: B reads the database.
      await markStation(cl.a, m.token, station);
      expect((await listed(cl.b, m.token, station.id))?.status).toBe('complete');
      expect((await statsOf(cl.b, m.token)).stations_completed).toBe(1);
      expect((await call(cl.a, other, 'GET', '/api/logout')).status).toBe(200);
      expect((await user(cl.b, other)).status).toBe(401);
      expect((await user(cl.b, m.token)).status).toBe(200);
      // Through nginx too, whichever process answers.
      for (let i = 0; i < 4; i++) expect((await user(cl.url, m.token)).status).toBe(200);
    } finally {
      await cl.redis.start();
    }

    for (const p of [cl.a, cl.b]) {
      await eventually(
        'the bridge reported up again',
        async () => (await metric(p, 'event_bridge_live')) === 1,
        20_000,
      );
    }
    expect(await metric(cl.b, 'event_bridge_outages_total')).toBeGreaterThan(outagesBefore);
    // Said once in each process's log: one line down, one line up (not one per request).
    for (const p of cl.cluster.processes) {
      await eventually('the log says the bridge is up again', async () => {
        const log = fs.readFileSync(p.logFile, 'utf8');
        return log.split(BRIDGE_UP_MESSAGE).length - 1 === 1;
      });
      expect(fs.readFileSync(p.logFile, 'utf8').split(BRIDGE_DOWN_MESSAGE).length - 1).toBe(1);
    }
    // And the bridge carries changes again: B, warm again, hears A's logout.
    expect((await user(cl.b, m.token)).status).toBe(200);
    expect((await call(cl.a, m.token, 'GET', '/api/logout')).status).toBe(200);
    expect((await user(cl.b, m.token)).status).toBe(401);
  });
});

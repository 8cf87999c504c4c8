// The presence sweep's rules on one store (the three-process case is presence-sweep.redis.test.ts):
// only members online without a socket are dropped, a member whose tab joined while they were being
// dropped is put back at once, and a round another process has the turn for does nothing.
import { describe, expect, it } from 'vitest';
import type { Actor } from '@osce/shared/groups/group-session';
import { ManualClock } from '../lib/clock.ts';
import { createGroupLive } from './group-live.service.ts';
import { createPresenceSweep } from './presence-sweep.ts';
import { MemorySessionStore } from './session-store.ts';

const ADA: Actor = { uid: 1, name: 'Ada', avatar: null, trial: false };
const BEN: Actor = { uid: 2, name: 'Ben', avatar: null, trial: false };

async function setup(connected: () => Map<number, Actor>, claim = true) {
  const store = new MemorySessionStore();
  const live = createGroupLive({
    store,
    clock: new ManualClock(),
    publish: () => undefined,
    onError: (err) => {
      throw err;
    },
  });
  for (const actor of [ADA, BEN]) await live.apply(5, actor, { type: 'arrive' });
  const sweep = createPresenceSweep({
    store,
    live,
    connectedIn: async () => connected(),
    claim: async () => claim,
    onError: (err) => {
      throw err;
    },
  });
  const online = async () =>
    (await store.read(5))!.members.filter((m) => m.online).map((m) => m.uid);
  return { sweep, online, live };
}

describe('the presence sweep', () => {
  it('drops only the members online without a socket anywhere', async () => {
    const { sweep, online, live } = await setup(() => new Map([[ADA.uid, ADA]]));
    expect(await sweep.sweep()).toBe(1);
    expect(await online()).toEqual([ADA.uid]);
    expect(await sweep.sweep()).toBe(0);
    live.stop();
  });

  it('puts back a member whose tab joined while they were being dropped', async () => {
    let calls = 0;
    // First look: Ben has no socket; the look after his drop finds the tab he just opened.
    const { sweep, online, live } = await setup(() =>
      calls++ === 0
        ? new Map([[ADA.uid, ADA]])
        : new Map([
            [ADA.uid, ADA],
            [BEN.uid, BEN],
          ]),
    );
    await sweep.sweep();
    expect(await online()).toEqual([ADA.uid, BEN.uid]);
    live.stop();
  });

  it('does nothing on a round another process has the turn for', async () => {
    const { sweep, online, live } = await setup(() => new Map(), false);
    expect(await sweep.sweep()).toBe(0);
    expect(await online()).toEqual([ADA.uid, BEN.uid]);
    live.stop();
  });
});

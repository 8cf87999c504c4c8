// Ids in socket messages are checked at the edge (D9): a group id past the integer range is refused
// as an unknown group before anything asks the database, and the text sent when something fails
// on the server names the configured brand, never an unfilled placeholder.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, withBrand } from '@osce/shared/messages';
import { ManualClock } from '../lib/clock.ts';
import { connectMember, type Connected } from './realtime.test-support.ts';
import { createSocketServer } from './socket-server.ts';

const BRAND = 'Acme Stations';
const asked: number[] = [];
let failing = false;
const httpServer = http.createServer();
const sockets = createSocketServer({
  httpServer,
  clock: new ManualClock(new Date()),
  redis: undefined,
  live: {} as never,
  groupMessages: {} as never,
  authenticate: async () => ({ id: 7 }),
  accessOf: async () => 'paid',
  cardIn: async (_uid, groupId) => {
    asked.push(groupId);
    if (failing) throw new Error('the database is down');
    return null;
  },
  onError: () => undefined,
  brand: BRAND,
});
let member: Connected;

beforeAll(async () => {
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  member = await connectMember(`http://127.0.0.1:${port}`, { token: 'any' });
});
afterAll(async () => {
  member?.close();
  await sockets.close();
  await new Promise((resolve) => httpServer.close(resolve));
});

function join(groupId: unknown): Promise<{ ok: boolean; message?: string }> {
  return new Promise((resolve) =>
    (member.socket.emit as (...args: unknown[]) => void)('join', { group_id: groupId }, resolve),
  );
}

describe('socket ids', () => {
  it.each([2 ** 31, 2 ** 53, 0, -1, 1.5, '1', null, Number.POSITIVE_INFINITY])(
    'refuses group_id %s as an unknown group without asking the database',
    async (groupId) => {
      asked.length = 0;
      expect(await join(groupId)).toEqual({ ok: false, message: messages.groupNotFound });
      expect(asked).toEqual([]);
    },
  );

  it('passes the largest id through to the membership check', async () => {
    asked.length = 0;
    expect(await join(2 ** 31 - 1)).toEqual({ ok: false, message: messages.groupNotMember });
    expect(asked).toEqual([2 ** 31 - 1]);
  });

  it('fills the brand into the text sent when the server fails', async () => {
    failing = true;
    const answer = await join(5);
    failing = false;
    expect(answer).toEqual({
      ok: false,
      message: withBrand(messages.somethingWentWrong, BRAND),
    });
    expect(answer.message).toContain(BRAND);
    expect(answer.message).not.toMatch(/\{[a-z]+\}/);
  });
});

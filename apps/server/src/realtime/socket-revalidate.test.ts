// After the event link between processes was down, every socket is checked again: a session that
// ended meanwhile (its logout event never arrived) is signed out now; the others stay.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { ManualClock } from '../lib/clock.ts';
import { connectMember, type Connected } from './realtime.test-support.ts';
import { createSocketServer } from './socket-server.ts';

const live = new Set(['token-a', 'token-b']);
const httpServer = http.createServer();
const sockets = createSocketServer({
  httpServer,
  clock: new ManualClock(new Date()),
  redis: undefined,
  live: {} as never,
  groupMessages: {} as never,
  authenticate: async (token) => (live.has(token) ? { id: token === 'token-a' ? 1 : 2 } : null),
  accessOf: async () => 'paid',
  cardIn: async () => null,
  onError: () => undefined,
  brand: 'Acme',
});
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sockets.close();
  await new Promise((resolve) => httpServer.close(resolve));
});

describe('sockets checked again after missed events', () => {
  it('signs out the sockets of a session that ended meanwhile, and keeps the others', async () => {
    const ended: Connected = await connectMember(url, { token: 'token-a' });
    const kept: Connected = await connectMember(url, { token: 'token-b' });
    const refused = new Promise((resolve) => ended.socket.once('refused', resolve));
    const disconnected = new Promise((resolve) => ended.socket.once('disconnect', resolve));
    // The logout happened on another process while this one heard nothing.
    live.delete('token-a');
    await sockets.revalidateAll();
    expect(await refused).toEqual({ message: messages.credentialsExpired, status: 401 });
    expect(await disconnected).toBe('io server disconnect');
    expect(typeof (await kept.socket.timeout(3000).emitWithAck('time'))).toBe('number');
    kept.close();
  });
});

// What the realtime tests share: the app listening on a free port, members connected with
// socket.io-client as a browser would (websocket, bearer token in the handshake), and small waits
// for what the server sends.
import { io as connect, type Socket } from 'socket.io-client';
import type {
  Ack,
  ClientMessage,
  ClientToServerEvents,
  GroupNoticeMessage,
  GroupSnapshot,
  ServerToClientEvents,
} from '@osce/shared/groups/group-events';
import type { TestMember } from '../test/member-factory.ts';

export type MemberSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface Connected {
  socket: MemberSocket;
  snapshots: GroupSnapshot[];
  notices: GroupNoticeMessage[];
  /** The newest snapshot received. */
  latest(): GroupSnapshot | undefined;
  send(type: ClientMessage | string, data?: unknown): Promise<Ack>;
  /** Resolves with the first snapshot (already received or coming) that passes `test`. */
  until(test: (s: GroupSnapshot) => boolean, timeoutMs?: number): Promise<GroupSnapshot>;
  untilNotice(
    test: (n: GroupNoticeMessage) => boolean,
    timeoutMs?: number,
  ): Promise<GroupNoticeMessage>;
  close(): void;
}

export async function connectMember(
  url: string,
  member: Pick<TestMember, 'token'>,
): Promise<Connected> {
  const socket: MemberSocket = connect(url, {
    auth: { token: member.token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  const snapshots: GroupSnapshot[] = [];
  const notices: GroupNoticeMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('snapshot', (s) => {
    snapshots.push(s);
    for (const wake of waiters) wake();
  });
  socket.on('notice', (n) => {
    notices.push(n);
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

  function waitFor<T>(find: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }

  return {
    socket,
    snapshots,
    notices,
    latest: () => snapshots.at(-1),
    send: (type, data) =>
      socket.timeout(5000).emitWithAck('message', { type: type as ClientMessage, data }),
    until: (test, timeoutMs = 3000) =>
      waitFor(() => [...snapshots].reverse().find(test), 'a snapshot', timeoutMs),
    untilNotice: (test, timeoutMs = 3000) =>
      waitFor(() => notices.find(test), 'a notice', timeoutMs),
    close: () => socket.disconnect(),
  };
}

/** Connects and enters the group's room; throws with the server's message if refused. */
export async function joinGroup(url: string, member: Pick<TestMember, 'token'>, groupId: number) {
  const connected = await connectMember(url, member);
  const answer = await connected.socket.timeout(5000).emitWithAck('join', { group_id: groupId });
  if (!answer.ok) throw new Error(answer.message);
  await connected.until((s) => s.groupId === groupId);
  return connected;
}

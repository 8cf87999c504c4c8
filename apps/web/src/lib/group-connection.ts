// The member's live connection to their group (docs/architecture.md, 'Realtime'), outside React: one
// Socket.IO connection signed in with the bearer token, which enters the group's room on every
// connect and reconnect and then holds the server's snapshot of the session. The clock offset to
// the server is measured with several round trips (the one with the least delay kept), again when
// the tab becomes visible, so countdowns read `phaseEndsAt - (now + offset)` and every member sees
// a phase change at the same moment. Loaded only once a member is in a group (it is not part of the
// first download).
import { io, type Socket } from 'socket.io-client';
import { endExpiredSession } from './api-client';
import type {
  Ack,
  ClientMessage,
  ClientToServerEvents,
  GroupNoticeMessage,
  GroupSnapshot,
  ServerToClientEvents,
} from '@osce/shared/groups/group-events';
import { messages } from '@osce/shared/messages';
import { showToast } from './toast';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'refused';

export interface GroupConnectionState {
  groupId: number | null;
  status: ConnectionStatus;
  snapshot: GroupSnapshot | null;
  /** Server time minus local time, in ms (local `Date.now() + offset` is the server's now). */
  offset: number;
  /** Why the server refused us (not a member, no access), when status is 'refused'. */
  refusal: string | null;
}

type GroupSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const CLOCK_SAMPLES = 5;
const ACK_TIMEOUT_MS = 8000;

const IDLE: GroupConnectionState = {
  groupId: null,
  status: 'connecting',
  snapshot: null,
  offset: 0,
  refusal: null,
};

let state: GroupConnectionState = IDLE;
let socket: GroupSocket | null = null;
let target: { token: string; groupId: number } | null = null;
const listeners = new Set<() => void>();
const noticeListeners = new Set<(notice: GroupNoticeMessage) => void>();

function update(change: Partial<GroupConnectionState>): void {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

export function getConnectionState(): GroupConnectionState {
  return state;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function onGroupNotice(listener: (notice: GroupNoticeMessage) => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

/** The server's time now, by this browser's clock and the measured offset. */
export function serverNow(): number {
  return Date.now() + state.offset;
}

/** One round trip; null if the server did not answer in time. */
async function sample(s: GroupSocket): Promise<{ rtt: number; offset: number } | null> {
  const sent = Date.now();
  try {
    const server = await s.timeout(ACK_TIMEOUT_MS).emitWithAck('time');
    const received = Date.now();
    return { rtt: received - sent, offset: server - (sent + received) / 2 };
  } catch {
    return null;
  }
}

/** Several round trips, one after the other; the one with the least delay is the truest. */
async function measureOffset(s: GroupSocket): Promise<void> {
  let best: { rtt: number; offset: number } | null = null;
  for (let i = 0; i < CLOCK_SAMPLES && s.connected; i++) {
    const next = await sample(s);
    if (next && (!best || next.rtt < best.rtt)) best = next;
  }
  if (best && s === socket) update({ offset: Math.round(best.offset) });
}

function onVisible(): void {
  if (document.visibilityState === 'visible' && socket?.connected) void measureOffset(socket);
}

function join(s: GroupSocket, groupId: number): void {
  s.timeout(ACK_TIMEOUT_MS)
    .emitWithAck('join', { group_id: groupId })
    .then((answer) => {
      if (s !== socket) return;
      if (!answer.ok) update({ status: 'refused', refusal: answer.message });
      else update({ status: 'connected', refusal: null });
    })
    .catch(() => {
      // No answer: the connection will retry; the status says we are not there yet.
    });
}

/** Connects to `groupId` with `token`, or disconnects (either null). Idempotent. */
export function connectGroup(token: string | null, groupId: number | null): void {
  if (token && groupId !== null && target?.token === token && target.groupId === groupId) return;
  disconnect();
  if (!token || groupId === null) return;
  target = { token, groupId };
  state = { ...IDLE, groupId };
  const s: GroupSocket = io({
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
  });
  socket = s;
  s.on('connect', () => {
    join(s, groupId);
    void measureOffset(s);
  });
  s.on('disconnect', () => {
    if (s === socket && state.status !== 'refused') update({ status: 'reconnecting' });
  });
  s.on('connect_error', (err) => {
    // A token the server no longer knows: the API client's 401 handling signs the member out.
    if (s === socket && err.message === messages.credentialsExpired) {
      update({ status: 'refused', refusal: err.message });
      endExpiredSession();
    } else if (s === socket) update({ status: 'reconnecting' });
  });
  // The server ends what it no longer allows: a session signed out elsewhere (401, then it
  // disconnects us; the member is signed out here at once) or access that ended (403, out of the
  // group, still connected). Either way the member sees why, as for a refused join.
  s.on('refused', ({ message, status }) => {
    if (s !== socket) return;
    update({ status: 'refused', refusal: message });
    // Signed out elsewhere: signed out here too, now, not at the next API call.
    if (status === 401) endExpiredSession();
  });
  s.on('snapshot', (snapshot) => {
    if (s !== socket || snapshot.groupId !== groupId) return;
    // Versions only rise: an older snapshot overtaken on the way is dropped.
    if (state.snapshot && snapshot.version < state.snapshot.version) return;
    update({ snapshot });
  });
  s.on('notice', (notice) => {
    if (s === socket) noticeListeners.forEach((listener) => listener(notice));
  });
  document.addEventListener('visibilitychange', onVisible);
  update({});
}

function disconnect(): void {
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
  }
  socket = null;
  target = null;
  document.removeEventListener('visibilitychange', onVisible);
  state = IDLE;
  listeners.forEach((listener) => listener());
}

/** Sends a message to the group; the answer says whether the server took it. */
export async function sendGroupMessage(type: ClientMessage, data?: unknown): Promise<Ack> {
  const s = socket;
  if (!s?.connected) return { ok: false, message: messages.groupConnectionLost };
  try {
    return await s.timeout(ACK_TIMEOUT_MS).emitWithAck('message', { type, data });
  } catch {
    return { ok: false, message: messages.groupConnectionLost };
  }
}

/** Sends a message and shows the server's refusal as a toast; true if it was taken. */
export async function tell(type: ClientMessage, data?: unknown): Promise<boolean> {
  const answer = await sendGroupMessage(type, data);
  if (!answer.ok) showToast('warning', answer.message, 5);
  return answer.ok;
}

/** Leaves on purpose (Leave Group): the server frees the role at once, then we disconnect. */
export async function leaveGroup(): Promise<void> {
  if (socket?.connected) await sendGroupMessage('leave');
  disconnect();
}

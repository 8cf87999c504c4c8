// The group's live session in React: the connection's state (status, snapshot, clock offset) and
// this member's place in it. Components re-render when a snapshot or the status changes.
import { useSyncExternalStore } from 'react';
import type { GroupMember, GroupRole } from '@osce/shared/groups/group-session';
import {
  getConnectionState,
  subscribeConnection,
  type GroupConnectionState,
} from '../lib/group-connection';

export function useGroupLive(): GroupConnectionState {
  return useSyncExternalStore(subscribeConnection, getConnectionState, getConnectionState);
}

/** This member in the session, once the server has them. */
export function myMember(state: GroupConnectionState, uid: number | undefined): GroupMember | null {
  if (uid === undefined) return null;
  return state.snapshot?.members.find((m) => m.uid === uid) ?? null;
}

/** Who holds an exclusive role (for 'Selected by {name}'), if anyone. */
export function holderOf(state: GroupConnectionState, role: GroupRole): GroupMember | null {
  return state.snapshot?.members.find((m) => m.role === role) ?? null;
}

// Mounted by the app shell while the member is in a group (lazily: its code is not part of the
// first download). It keeps the connection pointed at the stored group, mirrors the member's role
// from the server into the app's role, and turns the group's notices into the spec's toasts and
// moves: a started station opens for everyone, an examiner who left sends the others to /study.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { GroupNoticeMessage } from '@osce/shared/groups/group-events';
import { messages } from '@osce/shared/messages';
import { useCurrentUser } from '../../../api/get-current-user';
import { APP_MOVE } from '../../../lib/app-move';
import { showToast } from '../../../lib/toast';
import { endGroupStudy, getRole, setRole, useGroup, useToken } from '../../../stores/app-store';
import { leavesGroup } from '../utils/group-study';
import { createNoticeGate, NOTICE_GATE } from '../utils/notice-gate';
import { connectGroup, leaveGroup, onGroupNotice } from '../../../lib/group-connection';
import { myMember, useGroupLive } from '../../../hooks/use-group-live';
import { GroupConnectionStatus } from './connection-status';

function fill(text: string, values: Record<string, string | number | undefined>): string {
  return Object.entries(values).reduce(
    (out, [key, value]) => out.split(`{${key}}`).join(String(value ?? '')),
    text,
  );
}

export function noticeText(
  notice: GroupNoticeMessage,
): [kind: 'info' | 'warning' | 'success', text: string] | null {
  const values = { name: notice.name, number: notice.number };
  switch (notice.kind) {
    case 'joined':
      return ['info', fill(messages.groupMemberJoined, values)];
    case 'left':
      return ['info', fill(messages.groupMemberLeft, values)];
    case 'role-cleared':
      return ['info', messages.groupRoleCleared];
    case 'suggested-station':
      return [
        'info',
        fill(
          notice.mine ? messages.groupSuggestedStationYou : messages.groupSuggestedStationBy,
          values,
        ),
      ];
    case 'suggested-playlist':
      return [
        'info',
        notice.mine
          ? messages.groupSuggestedPlaylistYou
          : fill(messages.groupSuggestedPlaylistBy, values),
      ];
    case 'candidate-added':
      return ['success', fill(messages.groupCandidateAdded, values)];
    case 'candidate-removed':
      return ['info', fill(messages.groupCandidateRemoved, values)];
    case 'examiner-left':
      return ['warning', messages.examinerLeft];
    case 'removed':
      return ['warning', messages.groupRemovedYou];
    case 'station-started':
      return null;
  }
}

export default function GroupLiveRoot() {
  const group = useGroup();
  const token = useToken();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const live = useGroupLive();
  const me = myMember(live, user.data?.id);

  useEffect(() => {
    connectGroup(token, group?.id ?? null);
  }, [token, group?.id]);
  useEffect(() => () => connectGroup(null, null), []);

  // Leaving the station page for a page outside studying leaves the group (docs/groups.md, 'Rules').
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  // Removed by the examiner: the group study ends once the member is off the station page (ended
  // while the station page is still on screen, that page would send them to /study instead).
  const removed = useRef(false);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (removed.current && !pathname.startsWith('/station/')) {
      endGroupStudy();
      return;
    }
    if (!leavesGroup(from, pathname)) return;
    void leaveGroup().then(() => endGroupStudy());
  }, [pathname]);

  // The server decides roles; the app's role follows this member's role in the session.
  const serverRole = me?.role;
  useEffect(() => {
    if (serverRole === undefined) return;
    if (serverRole !== getRole()) setRole(serverRole);
  }, [serverRole]);

  useEffect(() => {
    const gate = createNoticeGate();
    let summary: number | null = null;
    const stop = onGroupNotice((notice) => {
      const toast = noticeText(notice);
      // A burst of notices shows as a few toasts and one count (docs/groups.md); warnings
      // (the examiner left, you were removed) always show.
      if (toast && (toast[0] === 'warning' || gate.offer(toast[1], Date.now()))) {
        showToast(toast[0], toast[1], notice.kind === 'examiner-left' ? 6 : 3);
      } else if (toast && summary === null) {
        summary = window.setTimeout(() => {
          summary = null;
          const count = gate.flush();
          if (count > 0) showToast('info', fill(messages.groupNoticesMore, { count }));
        }, NOTICE_GATE.windowMs);
      }
      if (notice.kind === 'station-started' && notice.number !== undefined) {
        void navigate(`/station/${notice.number}`, { state: APP_MOVE });
      }
      // The group's own moves: a station page's leave guard does not hold them.
      if (notice.kind === 'examiner-left') void navigate('/study', { state: APP_MOVE });
      if (notice.kind === 'removed') {
        removed.current = true;
        if (previous.current === '/study-groups') endGroupStudy();
        else void navigate('/study-groups', { state: APP_MOVE });
      }
    });
    return () => {
      stop();
      if (summary !== null) window.clearTimeout(summary);
    };
  }, [navigate]);
  return <GroupConnectionStatus />;
}

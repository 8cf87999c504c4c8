// /station/{code} for a member studying with a group (docs/station-run.md): the
// group's run as the server holds it, with this member's role. A member without a role, or a code
// that is not the group's current station, goes back to /study; a trial member whose group runs a
// paid station is told it is not for trial members. Leaving mid-phase, or for a page outside
// studying, asks first by whatever route (docs/station-run.md, 'Leaving a station'); the examiner's
// leaving ends the run for everyone (the others are told and sent to /study).
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { Drawer } from 'antd';
import type { GroupRunState } from '@osce/shared/groups/group-session';
import { messages } from '@osce/shared/messages';
import { isTimedPhase } from '@osce/shared/stations/phase-machine';
import { namesHidden } from '@osce/shared/stations/roles';
import { useCurrentUser } from '../../../api/get-current-user';
import { GroupSessionSummary } from './group-session-summary';
import { LoadingState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-client';
import { APP_MOVE } from '../../../lib/app-move';
import { leavesGroup } from '../../../lib/study-pages';
import { showToast } from '../../../lib/toast';
import { endGroupStudy } from '../../../stores/app-store';
import type { StudyGroup } from '../../../stores/study-group';
import { GroupPanel } from '../../../components/group-panel';
import { leaveGroup, sendGroupMessage, tell } from '../../../lib/group-connection';
import { myMember, useGroupLive } from '../../../hooks/use-group-live';
import { useStation } from '../api/get-station';
import { useGroupStationSession } from '../hooks/use-group-station-session';
import type { StationDetail } from '../types';
import { withValues } from '../../../lib/with-values';
import type { PlaylistStep } from './completion-next';
import { LeaveGuard } from './leave-guard';
import { StationView } from './station-screen';

type GroupRole = 'candidate-2' | 'examiner' | 'patient' | 'observer';

/**
 * The group's playlist, where it stands, and Next Station for the examiner (the server resets the
 * run with the next station and every member's screen moves to it).
 */
function groupPlaylistStep(current: GroupRunState, examiner: boolean): PlaylistStep | null {
  const playlist = current.playlist;
  if (!playlist) return null;
  const hasNext = playlist.index + 1 < playlist.stations.length;
  return {
    position: withValues(messages.playlistPlaying, {
      name: playlist.name,
      index: playlist.index + 1,
      count: playlist.stations.length,
    }),
    onNext: examiner && hasNext ? () => void tell('next-item') : null,
    // Only the examiner moves the group on: the others are not told the playlist has ended.
    nextBy: !examiner && hasNext ? messages.groupPlaylistNextByExaminer : null,
  };
}

export function GroupStationPage({ code, group }: { code: string; group: StudyGroup }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const live = useGroupLive();
  const user = useCurrentUser();
  const station = useStation(code);
  const me = myMember(live, user.data?.id);
  const current = live.snapshot?.current ?? null;
  const here = current !== null && String(current.station.number) === code;
  const known = live.snapshot !== null && me !== null;

  const refusal = !known
    ? null
    : me.role === null
      ? messages.chooseRoleBeforeJoining
      : !here
        ? messages.groupNoStation
        : null;
  // Once this page has shown the run, its end (the examiner closed the station, or left, which
  // has its own warning) takes the member back to the list without another toast.
  const [seen, setSeen] = useState(false);
  if (here && !seen) setSeen(true);
  useEffect(() => {
    if (!refusal) return;
    // The member is already on their way elsewhere (a confirmed leave whose next page is still
    // loading): the end of the station that leave caused must not turn them back to /study.
    if (window.location.pathname !== pathname) return;
    if (!seen || refusal !== messages.groupNoStation) showToast('warning', refusal, 5);
    void navigate('/study', { replace: true, state: APP_MOVE });
  }, [refusal, seen, navigate, pathname]);

  const paidOnly = isApiError(station.error) && station.error.status === 403;
  useEffect(() => {
    if (!paidOnly) return;
    showToast('warning', messages.stationNotForTrial, 6);
    void navigate('/study', { replace: true });
  }, [paidOnly, navigate]);

  if (known && here && me.role && station.data && !refusal) {
    return (
      <div className="page-body station-page">
        <GroupStationScreen
          key={`${current.station.id}`}
          detail={station.data}
          role={me.role}
          group={group}
          current={current}
        />
      </div>
    );
  }
  return (
    <div className="page-body station-page">
      <LoadingState label="the station" rows={8} />
    </div>
  );
}

interface GroupStationScreenProps {
  detail: StationDetail;
  role: GroupRole;
  group: StudyGroup;
  current: GroupRunState;
}

function GroupStationScreen({ detail, role, group, current }: GroupStationScreenProps) {
  const navigate = useNavigate();
  const live = useGroupLive();
  const markForName = live.snapshot?.members.find((m) => m.uid === current.attached)?.name ?? null;
  const uid = useCurrentUser().data?.id;
  const session = useGroupStationSession({
    detail,
    role,
    groupId: group.id,
    current,
    markFor: markForName,
  });
  const [panelOpen, setPanelOpen] = useState(false);
  const examiner = role === 'examiner';
  const { pathname } = useLocation();
  const timed = isTimedPhase(session.run.phase);
  const ended = session.run.phase.startsWith('complete_');

  // "ready": this member's screen has the run (the examiner sees who is there).
  const readyFor = useRef<string | null>(null);
  useEffect(() => {
    if (readyFor.current === current.runId) return;
    readyFor.current = current.runId;
    void sendGroupMessage('ready', { run_id: current.runId });
  }, [current.runId]);

  // The examiner's leaving ends the station: before its end, the others are told the examiner
  // left; after it, the station just closes.
  const examinerLeaves = () => tell(ended ? 'close-station' : 'examiner-left');
  // Leave Station: outside the timed phases the examiner closes at once and the others just go to
  // the list; mid-phase the move to /study is held by the leave guard, which asks.
  const onLeave = () => {
    if (examiner && !timed) {
      void examinerLeaves().then(() => navigate('/study', { state: APP_MOVE }));
    } else void navigate('/study');
  };
  // Any route off the page mid-phase ends this member's group study (the examiner's: the station,
  // for everyone), and so does a page outside studying in any phase: both ask first.
  const shouldAsk = (to: Location) => timed || leavesGroup(pathname, to.pathname);
  const afterLeave = () => {
    if (examiner) void examinerLeaves();
    else if (timed) void leaveGroup().then(() => endGroupStudy());
    // Otherwise it is a page outside studying, and the live root leaves the group.
  };

  return (
    <>
      <div className="station-group-bar">
        <button type="button" className="button button--default" onClick={() => setPanelOpen(true)}>
          {messages.groupPanelShow}
        </button>
      </div>
      <StationView
        detail={detail}
        role={role}
        preview={false}
        nameHidden={namesHidden(role, false)}
        playlist={groupPlaylistStep(current, examiner)}
        session={session}
        group={{
          examiner,
          waitingText: messages.groupWaitingForExaminer,
          finishedText: messages.groupExaminerMarking,
          finishIntro: examiner ? messages.groupCompleteIntroExaminer : null,
          summaryNote: role === 'candidate-2' ? messages.groupMarkRecordedByExaminer : null,
          markFor: examiner ? markForName : null,
          onClose: () => {
            void tell('close-station').then(() => navigate('/study'));
          },
          onLeave,
        }}
      />
      {session.run.phase === 'complete_3' ? (
        <GroupSessionSummary current={current} candidateName={markForName} uid={uid} />
      ) : null}
      <Drawer
        title={messages.groupPanelTitle}
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        size={356}
      >
        <GroupPanel />
      </Drawer>
      <LeaveGuard
        shouldAsk={shouldAsk}
        text={messages.groupLeaveStationConfirm}
        afterLeave={afterLeave}
      />
    </>
  );
}

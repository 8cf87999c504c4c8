// One member's screen of their group's station run (docs/architecture.md, 'Realtime'): the run is the
// server's, shown at the server's time (local clock plus the measured offset), so every member sees
// a phase end at the same moment; the examiner's commands and marking go to the server, which sends
// the new state to everyone. The same shape as useStationSession, so the station view is one.
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type SetStateAction,
} from 'react';
import type { GroupRunState } from '@osce/shared/groups/group-session';
import { messages } from '@osce/shared/messages';
import {
  createRun,
  isPaused,
  type PhaseEnded,
  type StationCommand,
} from '@osce/shared/stations/phase-machine';
import type { StationTiming } from '@osce/shared/stations/timing';
import { showToast } from '../../../lib/toast';
import { sendGroupMessage, serverNow, tell } from '../../../lib/group-connection';
import { useGroupLive } from '../../../hooks/use-group-live';
import type { StationDetail } from '../types';
import {
  answersFromMarking,
  groupViewPhase,
  markingFromAnswers,
  shownGroupRun,
} from '../utils/group-view';
import { markPayload } from '../utils/mark-payload';
import {
  NO_MARKING_ANSWERS,
  summariseMarking,
  type MarkingAnswers,
} from '../utils/marking-summary';
import { createRunController } from '../utils/run-controller';
import { useBell } from './use-bell';
import { useFinalStatus } from './use-final-status';
import { useStationNotes } from './use-station-notes';
import { useControllerTicks } from './use-station-run';

/** Marking typed by the examiner reaches the others this soon after the last keystroke. */
const MARKING_DEBOUNCE_MS = 150;

const COMMAND_MESSAGE: Record<StationCommand['type'], Parameters<typeof tell>[0]> = {
  start: 'start',
  pause: 'pause',
  resume: 'resume',
  skip: 'skip',
  back: 'back',
  'end-station': 'confirm-end',
  finish: 'finish',
  'return-to-feedback': 'return-to-feedback',
  reset: 'reset',
  'set-timing': 'set-timing',
};

interface GroupSessionOptions {
  detail: StationDetail;
  role: 'candidate-2' | 'examiner' | 'patient' | 'observer';
  groupId: number;
  current: GroupRunState;
  /** The name of the member the examiner's mark is for, when there is one. */
  markFor?: string | null;
}

export function useGroupStationSession({
  detail,
  role,
  groupId,
  current,
  markFor = null,
}: GroupSessionOptions) {
  const guide = detail.station_components.marking_guides;
  const bell = useBell();
  const examiner = role === 'examiner';
  const [controller] = useState(() => createRunController(current.run ?? createRun(), serverNow));
  const onEnded = useRef((events: PhaseEnded[]) => bell.ring(events));
  useLayoutEffect(() => {
    onEnded.current = (events) => bell.ring(events);
  });
  useControllerTicks(controller, onEnded);
  // Cut off from the group, the clock stops where it was (the group may be paused meanwhile); the
  // next snapshot, once connected again, is the truth (docs/groups.md).
  const connected = useGroupLive().status === 'connected';
  useEffect(() => {
    const events = controller.replace(shownGroupRun(current.run, connected, serverNow()));
    if (events.length > 0) onEnded.current(events);
  }, [controller, current.run, connected]);
  const groupRun = useSyncExternalStore(controller.subscribe, controller.getRun, controller.getRun);

  // The examiner types the marking; everyone else sees theirs as the server last sent it.
  const [own, setOwn] = useState<MarkingAnswers>(() => answersFromMarking(current.marking));
  const answers = examiner ? own : answersFromMarking(current.marking);
  // The examiner's Notes are the examiner notes, shared with their other tabs through the server
  // and recorded with the mark; everyone else keeps their own notes, in this tab only.
  const [notes, setNotes] = useState(current.marking.examinerNotes);
  const ownNotes = useStationNotes(detail.station.id, !examiner);
  // The group candidate's Notes go to the session as they type, so the examiner's recorded mark
  // keeps them (the server attaches them; nobody else receives them).
  const candidate = role === 'candidate-2';
  const sentNotes = current.candidateNotes?.text ?? '';
  useEffect(() => {
    if (!candidate || ownNotes.notes === sentNotes) return;
    const timer = window.setTimeout(
      () => void sendGroupMessage('update-candidate-notes', { text: ownNotes.notes }),
      MARKING_DEBOUNCE_MS * 2,
    );
    return () => window.clearTimeout(timer);
  }, [candidate, ownNotes.notes, sentNotes]);
  const lastSent = useRef('');
  useEffect(() => {
    if (!examiner) return;
    const body = markingFromAnswers(own);
    const key = JSON.stringify(body);
    if (key === lastSent.current) return;
    const timer = window.setTimeout(() => {
      lastSent.current = key;
      void sendGroupMessage('update-marking', body);
    }, MARKING_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [examiner, own]);
  useEffect(() => {
    if (!examiner || notes === current.marking.examinerNotes) return;
    const timer = window.setTimeout(
      () => void sendGroupMessage('update-examiner-notes', { text: notes }),
      MARKING_DEBOUNCE_MS * 2,
    );
    return () => window.clearTimeout(timer);
  }, [examiner, notes, current.marking.examinerNotes]);
  // A new run (repeat, reset, next playlist item) starts with no marks.
  const [runId, setRunId] = useState(current.runId);
  if (runId !== current.runId) {
    setRunId(current.runId);
    setOwn(NO_MARKING_ANSWERS);
    setNotes('');
  }

  const summary = useMemo(() => summariseMarking(answers, guide), [answers, guide]);
  const [recordedRun, setRecordedRun] = useState<string | null>(null);
  const [summarySeen, setSummarySeen] = useState<string | null>(null);
  const final = useFinalStatus({
    stationId: detail.station.id,
    payloadFor: (status) => ({
      ...markPayload(summary, '', status),
      examiner_notes: notes,
      ...(current.attached !== null
        ? { user_id: current.attached, group_id: groupId, run_id: current.runId }
        : {}),
    }),
    onDone: () => setRecordedRun(current.runId),
    // The examiner records someone else's mark: the toasts say whose.
    texts:
      examiner && markFor !== null
        ? {
            saved: messages.groupMarkSavedFor.replace('{name}', markFor),
            notSaved: messages.groupMarkNotSavedFor.replace('{name}', markFor),
          }
        : undefined,
  });

  const phase = groupViewPhase(groupRun.phase, {
    role,
    markPending: examiner && current.attached !== null && recordedRun !== current.runId,
    summarySeen: summarySeen === current.runId,
  });
  const run = useMemo(() => ({ ...groupRun, phase }), [groupRun, phase]);

  const send = (command: StationCommand) => {
    if (!examiner) return;
    const type = COMMAND_MESSAGE[command.type];
    void tell(type, command.type === 'set-timing' ? { timing: command.timing } : {});
  };

  return {
    run,
    controller,
    answers,
    setAnswers: (next: SetStateAction<MarkingAnswers>) => {
      if (examiner) setOwn(next);
    },
    summary,
    notes: examiner ? notes : ownNotes.notes,
    setNotes: examiner ? setNotes : ownNotes.setNotes,
    final,
    savingTiming: false,
    setTiming: (timing: StationTiming) => void send({ type: 'set-timing', timing }),
    saveTiming: () => showToast('info', messages.groupNotAllowed),
    start: () => {
      bell.prime();
      send({ type: 'start' });
    },
    togglePause: () => {
      const now = controller.getRun();
      if (now.timing.disabled) return;
      send({ type: isPaused(now) ? 'resume' : 'pause' });
    },
    back: () => void send({ type: 'back' }),
    skip: () => void send({ type: 'skip' }),
    endStation: () => void send({ type: 'end-station', role }),
    /** Finish: the examiner's moves the group; a candidate's leaves their own score summary. */
    finish: () => {
      if (examiner) send({ type: 'finish', role });
      else setSummarySeen(current.runId);
    },
    returnToFeedback: () => void send({ type: 'return-to-feedback' }),
    reset: () => {
      if (examiner) void tell('repeat');
    },
  };
}

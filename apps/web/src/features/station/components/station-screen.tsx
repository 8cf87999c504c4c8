// The station screen (docs/station-run.md) for one member on their own:
// setup, the four timed phases with their tabs and timer panel, then the completion steps with
// marking, the score summary and the final status. The attempt itself (run, bell, marks, notes,
// calls) is useStationSession's; this file holds what is only on screen. A preview (public) runs
// the same screen on fixed timings and records nothing.
import { useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@osce/shared/messages';
import { isPaused, isTimedPhase } from '@osce/shared/stations/phase-machine';
import {
  canToggleShowAll,
  controlsFor,
  defaultTab,
  type Role,
  type StationTab,
} from '@osce/shared/stations/roles';
import type { StationRun } from '@osce/shared/stations/phase-machine';
import type { PhaseMinutes, StationTiming } from '@osce/shared/stations/timing';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { useFinalStatus } from '../hooks/use-final-status';
import { useStationSession } from '../hooks/use-station-session';
import type { MarkingAnswers, MarkingSummary } from '../utils/marking-summary';
import type { RunController } from '../utils/run-controller';
import { useStepFocus } from '../hooks/use-step-focus';
import { useTimerKeys } from '../hooks/use-timer-keys';
import type { StationDetail } from '../types';
import { phaseAnnouncement } from '../utils/phase-labels';
import { shownDiagnosis } from '../utils/version-2';
import { CompletedWarning } from './completed-warning';
import { CompletionFinished } from './completion-finished';
import { CompletionNext, type PlaylistStep } from './completion-next';
import { LeaveGuard } from './leave-guard';
import { MarkErrorDialog } from './mark-error-dialog';
import { MarkingForm } from './marking-form';
import { ReportIssueModal } from './report-issue-modal';
import { ReviewStep } from './review-step';
import { ScoreSummary } from './score-summary';
import { StationContent } from './station-content';
import { StationHeader } from './station-header';
import { TimedLayout } from './timed-layout';
import { TimingSetup } from './timing-setup';

interface StationScreenProps {
  detail: StationDetail;
  role: Role;
  preview: boolean;
  initialTiming: StationTiming;
  nameHidden: boolean;
  /** The playlist being played, when this station is its current one. */
  playlist?: PlaylistStep | null;
}

/** A member on their own (or a visitor's preview): the run is this browser's. */
export function StationScreen(props: StationScreenProps) {
  const { detail, role, preview, initialTiming } = props;
  const session = useStationSession({ detail, role, preview, initialTiming });
  // Leaving mid-phase by any route throws the attempt away (a reload keeps it): ask first.
  const running = !preview && isTimedPhase(session.run.phase);
  return (
    <>
      <StationView {...props} session={session} group={null} />
      <LeaveGuard shouldAsk={() => running} text={messages.stationLeaveConfirm} />
    </>
  );
}

/** What the view needs of an attempt: the solo session, or a member's screen of a group's run. */
export interface StationSessionHandle {
  run: StationRun;
  controller: RunController;
  answers: MarkingAnswers;
  setAnswers: Dispatch<SetStateAction<MarkingAnswers>>;
  summary: MarkingSummary;
  notes: string;
  setNotes: (notes: string) => void;
  final: ReturnType<typeof useFinalStatus>;
  savingTiming: boolean;
  setTiming: (timing: StationTiming) => void;
  saveTiming: (minutes: PhaseMinutes) => void;
  start: () => void;
  togglePause: () => void;
  back: () => void;
  skip: () => void;
  endStation: () => void;
  finish: () => void;
  returnToFeedback: () => void;
  reset: () => void;
}

/** Group study: who may do what on this screen, decided by the group's roles. */
export interface GroupScreen {
  examiner: boolean;
  /** Waiting for the examiner to start (setup), for everyone else. */
  waitingText: string;
  /** What everyone else reads while the examiner marks (completion screen 1). */
  finishedText: string;
  /** The examiner's completion screen 1: whom they mark. */
  finishIntro: string | null;
  /** The candidate's score summary: recorded by the examiner, not by them. */
  summaryNote: string | null;
  /** The examiner's: the member the mark is recorded for. */
  markFor: string | null;
  /** The examiner's way back to the list: the group's station closes for everyone. */
  onClose: () => void;
  /** Leaving the page (the header's Leave): confirms during an active phase. */
  onLeave: () => void;
}

interface StationViewProps extends Omit<StationScreenProps, 'initialTiming'> {
  session: StationSessionHandle;
  group: GroupScreen | null;
}

export function StationView({
  detail,
  role,
  preview,
  nameHidden,
  playlist = null,
  session,
  group,
}: StationViewProps) {
  const { station } = detail;
  const navigate = useNavigate();
  const { run, controller, summary } = session;
  const controls = controlsFor(role, group !== null);
  const timed = isTimedPhase(run.phase);

  const [showAll, setShowAll] = useState(false);
  const [tab, setTab] = useState<StationTab>(defaultTab(role));
  const [countdownHidden, setCountdownHidden] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [warnCompleted, setWarnCompleted] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [reviewing, setReviewing] = useState(false);

  const headingRef = useRef<HTMLHeadingElement>(null);
  useStepFocus(`${run.phase}${reviewing ? ':review' : ''}`, timed, headingRef);
  useTimerKeys(controls.timing && timed, {
    'toggle-pause': session.togglePause,
    back: session.back,
    skip: session.skip,
  });

  // The drawer belongs to the timed phases: it is closed when they end, not found open on repeat.
  const [wasTimed, setWasTimed] = useState(timed);
  if (timed !== wasTimed) {
    setWasTimed(timed);
    if (!timed) setDrawerOpen(false);
  }

  const start = () => {
    // The status as the cache holds it, kept current by this screen's own calls.
    if (!preview && role === 'candidate-1' && station.status === 'complete') {
      setWarnCompleted(true);
    } else {
      session.start();
    }
  };
  const repeat = () => {
    session.reset();
    setShowAll(false);
    setReviewing(false);
    setTab(defaultTab(role));
    setCountdownHidden(false);
  };

  const markingForm = (readOnly: boolean) => (
    <MarkingForm
      guide={detail.station_components.marking_guides}
      answers={session.answers}
      summary={summary}
      onChange={session.setAnswers}
      readOnly={readOnly}
      descriptors={detail.station_components.global_descriptors}
    />
  );
  // Solo: the candidate marks themself in feedback. Group: the examiner marks all along, and the
  // candidate sees the examiner's marks, read-only, from feedback on.
  const markingFormFor = (readOnly: boolean) => {
    if (group?.examiner) return markingForm(readOnly);
    const debrief = run.phase === 'feedback' || readOnly;
    if (group) return role === 'candidate-2' && debrief ? markingForm(true) : null;
    return controls.submitsMarks && debrief ? markingForm(readOnly) : null;
  };
  const content = (readOnly: boolean) => (
    <StationContent
      detail={detail}
      role={role}
      phase={run.phase}
      showAll={showAll}
      activeTab={tab}
      onTabChange={setTab}
      markingForm={markingFormFor(readOnly)}
      notes={session.notes}
      onNotesChange={session.setNotes}
      notesReadOnly={readOnly}
    />
  );

  let step: ReactNode;
  const waiting =
    group && !group.examiner ? (
      <section className="station-card station-waiting" aria-labelledby="station-waiting-title">
        <h2
          id="station-waiting-title"
          ref={headingRef}
          tabIndex={-1}
          className="station-step-title"
        >
          {run.phase === 'setup' ? messages.stationSetupTitle : messages.phaseFinished}
        </h2>
        <p role="status">{run.phase === 'setup' ? group.waitingText : group.finishedText}</p>
      </section>
    ) : null;
  if (waiting && (run.phase === 'setup' || run.phase === 'complete_1')) {
    step = waiting;
  } else if (run.phase === 'setup') {
    step = (
      <TimingSetup
        timing={run.timing}
        station={station}
        detail={detail}
        group={group !== null}
        preview={preview}
        headingRef={headingRef}
        onTimingChange={session.setTiming}
        onSave={session.saveTiming}
        saving={session.savingTiming}
        onStart={start}
      />
    );
  } else if (timed) {
    step = (
      <TimedLayout
        run={run}
        controller={controller}
        countdownHidden={countdownHidden}
        headingRef={headingRef}
        controlsTiming={controls.timing}
        timerActions={{
          onToggleCountdown: () => setCountdownHidden((value) => !value),
          onBack: session.back,
          onTogglePause: session.togglePause,
          onSkip: session.skip,
          onFinish: () => setConfirmEnd(true),
        }}
        showAll={canToggleShowAll(role, run.phase) ? showAll : null}
        onToggleShowAll={() => setShowAll((value) => !value)}
        content={content(false)}
        drawerOpen={drawerOpen}
        onDrawerOpenChange={setDrawerOpen}
      />
    );
  } else if (run.phase === 'complete_1') {
    step = (
      <CompletionFinished
        headingRef={headingRef}
        intro={group?.finishIntro ?? messages.completeIntro}
        markingForm={markingForm(false)}
        blocked={summary.hasErrors}
        onFinish={session.finish}
        onReturnToFeedback={session.returnToFeedback}
      />
    );
  } else if (run.phase === 'complete_2') {
    step = (
      <ScoreSummary
        headingRef={headingRef}
        summary={summary}
        detail={detail}
        preview={preview}
        note={group?.summaryNote ?? null}
        forName={group?.markFor ?? null}
        sending={session.final.sending}
        onChoose={session.final.choose}
        onContinue={session.finish}
      />
    );
  } else if (reviewing) {
    step = (
      <ReviewStep headingRef={headingRef} onClose={() => setReviewing(false)}>
        {content(true)}
      </ReviewStep>
    );
  } else {
    step = (
      <CompletionNext
        headingRef={headingRef}
        preview={preview}
        playlist={playlist}
        timing={run.timing}
        onRepeat={group && !group.examiner ? null : repeat}
        onBack={group?.examiner ? group.onClose : null}
        onFeedback={() => setReviewing(true)}
      />
    );
  }

  return (
    <>
      <StationHeader
        station={station}
        role={role}
        nameHidden={nameHidden}
        diagnosis={shownDiagnosis(station, role, run.phase, showAll)}
        preview={preview}
        playlistPosition={playlist?.position ?? null}
        onReport={() => setReportOpen(true)}
        onLeave={group ? group.onLeave : () => void navigate('/study')}
      />
      {step}
      {/* The phase, announced as it changes (the toasts say the same when the bell is blocked). */}
      <p className="visually-hidden" aria-live="polite">
        {phaseAnnouncement(run.phase, isPaused(run))}
      </p>
      <ConfirmDialog
        open={confirmEnd}
        title={messages.timersFinish}
        confirmLabel={messages.warningYes}
        cancelLabel={messages.warningNo}
        onConfirm={() => {
          setConfirmEnd(false);
          session.endStation();
        }}
        onClose={() => setConfirmEnd(false)}
      >
        <p>{messages.endStationConfirm}</p>
      </ConfirmDialog>
      <CompletedWarning
        open={warnCompleted}
        onContinue={() => {
          setWarnCompleted(false);
          session.start();
        }}
        onChooseAnother={() => void navigate('/study')}
        onClose={() => setWarnCompleted(false)}
      />
      <MarkErrorDialog
        open={session.final.failedStatus !== null}
        summary={summary}
        onResubmit={session.final.resubmit}
        onDontSave={session.final.dontSave}
      />
      {preview ? null : (
        <ReportIssueModal
          open={reportOpen}
          station={station}
          onClose={() => setReportOpen(false)}
        />
      )}
    </>
  );
}

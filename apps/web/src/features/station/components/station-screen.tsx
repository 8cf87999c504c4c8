// The station screen (study-area spec sections 2, 4, 5, 6 and 8) for one member on their own:
// setup, the four timed phases with their tabs and timer panel, then the completion steps with
// marking, the score summary and the final status. The attempt itself (run, bell, marks, notes,
// calls) is useStationSession's; this file holds what is only on screen. A preview (public) runs
// the same screen on fixed timings and records nothing.
import { useRef, useState, type ReactNode } from 'react';
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
import type { StationTiming } from '@osce/shared/stations/timing';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useStationSession } from '../hooks/use-station-session';
import { useStepFocus } from '../hooks/use-step-focus';
import { useTimerKeys } from '../hooks/use-timer-keys';
import type { StationDetail } from '../types';
import { phaseAnnouncement } from '../utils/phase-labels';
import { CompletedWarning } from './completed-warning';
import { CompletionFinished } from './completion-finished';
import { CompletionNext, type PlaylistStep } from './completion-next';
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

export function StationScreen({
  detail,
  role,
  preview,
  initialTiming,
  nameHidden,
  playlist = null,
}: StationScreenProps) {
  const { station } = detail;
  const navigate = useNavigate();
  const session = useStationSession({ detail, role, preview, initialTiming });
  const { run, controller, summary } = session;
  const controls = controlsFor(role, false);
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
    />
  );
  const content = (readOnly: boolean) => (
    <StationContent
      detail={detail}
      role={role}
      phase={run.phase}
      showAll={showAll}
      activeTab={tab}
      onTabChange={setTab}
      markingForm={
        controls.submitsMarks && (run.phase === 'feedback' || readOnly)
          ? markingForm(readOnly)
          : null
      }
      notes={session.notes}
      onNotesChange={session.setNotes}
      notesReadOnly={readOnly}
    />
  );

  let step: ReactNode;
  if (run.phase === 'setup') {
    step = (
      <TimingSetup
        timing={run.timing}
        station={station}
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
        preview={preview}
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
        onRepeat={repeat}
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
        preview={preview}
        playlistPosition={playlist?.position ?? null}
        onReport={() => setReportOpen(true)}
        onLeave={() => void navigate('/study')}
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

// Completion screen 1 (docs/station-run.md, 'Rules'): the station has ended; the solo candidate marks
// themself, then Finish (to the score summary) or Return to feedback (Feedback Time again).
import type { ReactNode, Ref } from 'react';
import { Button } from 'antd';
import { messages } from '@osce/shared/messages';

interface CompletionFinishedProps {
  headingRef: Ref<HTMLHeadingElement>;
  /** Who marks whom: the solo candidate themself, or the group's examiner their candidate. */
  intro: string;
  markingForm: ReactNode;
  /** A marking field shows an error: Finish waits (docs/station-run.md, 'Validation'). */
  blocked: boolean;
  onFinish: () => void;
  onReturnToFeedback: () => void;
}

export function CompletionFinished({
  headingRef,
  intro,
  markingForm,
  blocked,
  onFinish,
  onReturnToFeedback,
}: CompletionFinishedProps) {
  return (
    <section className="station-card station-complete" aria-labelledby="station-finished-title">
      <h2 id="station-finished-title" ref={headingRef} tabIndex={-1} className="station-step-title">
        {messages.phaseFinished}
      </h2>
      <p>{intro}</p>
      {markingForm}
      <div className="station-actions">
        <Button type="primary" size="large" disabled={blocked} onClick={onFinish}>
          {messages.completeFinish}
        </Button>
        <Button size="large" onClick={onReturnToFeedback}>
          {messages.completeReturnToFeedback}
        </Button>
      </div>
    </section>
  );
}

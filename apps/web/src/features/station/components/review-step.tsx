// Feedback from the final screen (docs/station-run.md, 'Rules', completed_3): the station's content
// again, as in Feedback Time, to read; the marks and notes as they were recorded.
import type { ReactNode, Ref } from 'react';
import { Button } from 'antd';
import { messages } from '@osce/shared/messages';

interface ReviewStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  onClose: () => void;
  children: ReactNode;
}

export function ReviewStep({ headingRef, onClose, children }: ReviewStepProps) {
  return (
    <section className="station-review" aria-labelledby="station-review-title">
      <div className="station-main__head">
        <h2 id="station-review-title" ref={headingRef} tabIndex={-1} className="station-step-title">
          {messages.completeFeedback}
        </h2>
        <Button onClick={onClose}>{messages.completeCloseFeedback}</Button>
      </div>
      {children}
    </section>
  );
}

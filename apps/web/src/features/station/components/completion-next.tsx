// Completion screen 3 (study-area spec section 4): back to the station list, repeat the station,
// or open its content again to read the feedback. The preview offers the subscription instead of
// the list.
import type { Ref } from 'react';
import { Button } from 'antd';
import { messages } from '@osce/shared/messages';
import { ButtonLink } from '../../../components/button-link';

interface CompletionNextProps {
  headingRef: Ref<HTMLHeadingElement>;
  preview: boolean;
  onRepeat: () => void;
  onFeedback: () => void;
}

export function CompletionNext({ headingRef, preview, onRepeat, onFeedback }: CompletionNextProps) {
  return (
    <section className="station-card station-complete" aria-labelledby="station-next-title">
      <h2 id="station-next-title" ref={headingRef} tabIndex={-1} className="station-step-title">
        {messages.phaseNext}
      </h2>
      {preview ? <p>{messages.completePreviewNotSaved}</p> : null}
      <div className="station-actions">
        {preview ? (
          <ButtonLink to="/subscription-plans" size="large">
            {messages.previewSubscribe}
          </ButtonLink>
        ) : (
          <ButtonLink to="/study" size="large">
            {messages.completeBackToStations}
          </ButtonLink>
        )}
        <Button size="large" onClick={onRepeat}>
          {messages.completeRepeat}
        </Button>
        <Button size="large" onClick={onFeedback}>
          {messages.completeFeedback}
        </Button>
      </div>
    </section>
  );
}

// The tutorial's slide modal (docs/accounts.md, 'Screens'): image, headline and subhead (authored HTML,
// sanitised) one slide at a time, with Previous, Next (Finish on the last slide) and a dot per slide;
// the arrow keys move too. Ant Design's Modal keeps focus inside and gives it back on closing. This
// file is its own chunk (default export for React.lazy): the dashboard draws without waiting for it.
import { useState, type KeyboardEvent } from 'react';
import { Modal } from 'antd';
import type { Tutorial } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import AntdTheme from '../../../components/antd-theme';
import { HtmlContent } from '../../../components/html-content';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { slideImageSrc, stepSlide } from '../utils/tutorial';

interface TutorialModalProps {
  open: boolean;
  onClose: () => void;
  /** undefined while it loads, null when there is none. */
  tutorial: Tutorial | null | undefined;
  error: unknown;
  onRetry: () => void;
}

function TutorialSlides({ tutorial, onFinish }: { tutorial: Tutorial; onFinish: () => void }) {
  const [index, setIndex] = useState(0);
  const count = tutorial.slides.length;
  const slide = tutorial.slides[Math.min(index, count - 1)];
  if (!slide) return null;
  const first = index === 0;
  const last = index === count - 1;
  const move = (step: number) => setIndex((current) => stepSlide(current, step, count));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className="tutorial"
      aria-roledescription="carousel"
      aria-label={messages.profileTutorial}
      onKeyDown={onKeyDown}
    >
      <div
        className="tutorial__slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        aria-live="polite"
      >
        {/* The headline and subhead say what the picture shows. */}
        <img
          className="tutorial__image"
          src={slideImageSrc(slide.file_name)}
          alt=""
          width={800}
          height={500}
        />
        <h3 className="tutorial__headline">{slide.headline}</h3>
        <HtmlContent className="tutorial__subhead" html={slide.subhead} />
      </div>
      <div className="tutorial__controls">
        {/* aria-disabled, not disabled: the button keeps the focus on the first slide. */}
        <button
          type="button"
          className="button button--default"
          aria-disabled={first || undefined}
          onClick={() => move(-1)}
        >
          {messages.tutorialPrevious}
        </button>
        <ol className="tutorial__dots">
          {tutorial.slides.map((item, dot) => (
            <li key={`${dot}-${item.headline}`}>
              <button
                type="button"
                className="tutorial__dot"
                aria-label={`Slide ${dot + 1}: ${item.headline}`}
                aria-current={dot === index ? 'step' : undefined}
                onClick={() => setIndex(dot)}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="button button--primary"
          onClick={last ? onFinish : () => move(1)}
        >
          {last ? messages.tutorialFinish : messages.tutorialNext}
        </button>
      </div>
    </section>
  );
}

export default function TutorialModal({
  open,
  onClose,
  tutorial,
  error,
  onRetry,
}: TutorialModalProps) {
  let body;
  if (tutorial) body = <TutorialSlides tutorial={tutorial} onFinish={onClose} />;
  else if (error) body = <ErrorState error={error} onRetry={onRetry} what="the tutorial" />;
  else if (tutorial === null) body = <p>{messages.tutorialNone}</p>;
  else body = <LoadingState label="the tutorial" rows={3} />;

  return (
    <AntdTheme>
      <Modal
        open={open}
        onCancel={onClose}
        title={messages.profileTutorial}
        footer={null}
        width={720}
        centered
        // Each opening starts at the first slide.
        destroyOnHidden
        rootClassName="tutorial-modal"
      >
        {body}
      </Modal>
    </AntdTheme>
  );
}

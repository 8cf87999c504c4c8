// State of a small carousel: the current slide, stepping, keyboard arrows and optional autoplay
// that pauses while the visitor hovers, focuses inside it or presses pause (WCAG 2.2.2).
import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { wrapIndex } from '../../../lib/wrap-index';

interface CarouselOptions {
  count: number;
  autoplayMs?: number;
}

export function useCarousel({ count, autoplayMs }: CarouselOptions) {
  const [rawIndex, setIndex] = useState(0);
  const [playing, setPlaying] = useState(autoplayMs !== undefined);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const index = wrapIndex(rawIndex, count);
  const rotating = playing && !held.hover && !held.focus && count > 1 && autoplayMs !== undefined;

  useEffect(() => {
    if (!rotating) return;
    // A timeout per slide, so a manual step also restarts the wait for the next automatic one.
    const timer = window.setTimeout(() => setIndex((current) => current + 1), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [rotating, rawIndex, autoplayMs]);

  const goTo = (next: number) => setIndex(wrapIndex(next, count));
  const previous = () => goTo(index - 1);
  const next = () => goTo(index + 1);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  const regionProps = {
    onKeyDown,
    onMouseEnter: () => setHeld((state) => ({ ...state, hover: true })),
    onMouseLeave: () => setHeld((state) => ({ ...state, hover: false })),
    onFocus: () => setHeld((state) => ({ ...state, focus: true })),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) {
        setHeld((state) => ({ ...state, focus: false }));
      }
    },
  };

  return { index, goTo, previous, next, playing, setPlaying, rotating, regionProps };
}

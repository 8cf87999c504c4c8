// Focus on a change of step (a11y): when the control that had the focus went away with the old step
// (Start, Finish, a completion button), or a whole new screen comes (a completion step), the new
// step's heading takes the focus, so keyboard and screen-reader users carry on from there. Within
// the timed phases a member working in the notes or on the controls keeps their place.
import { useEffect, useRef, type RefObject } from 'react';

export function useStepFocus(
  step: string,
  keepFocusIfPresent: boolean,
  headingRef: RefObject<HTMLElement | null>,
): void {
  const last = useRef(step);
  useEffect(() => {
    if (last.current === step) return;
    last.current = step;
    const heading = headingRef.current;
    if (!heading) return;
    const active = document.activeElement;
    const lost = active === null || active === document.body || !active.isConnected;
    if (lost || !keepFocusIfPresent) heading.focus({ preventScroll: !lost && keepFocusIfPresent });
  }, [step, keepFocusIfPresent, headingRef]);
}

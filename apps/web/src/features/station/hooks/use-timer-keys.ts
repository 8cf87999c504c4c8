// The timer's keyboard on the whole page (utils/timer-keys.ts decides when a key is the timer's).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { timerKeyAction, type TimerKeyAction } from '../utils/timer-keys';

export function useTimerKeys(enabled: boolean, handlers: Record<TimerKeyAction, () => void>): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const target = event.target instanceof HTMLElement ? event.target : document.body;
      const action = timerKeyAction({
        key: event.key,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        target: {
          tagName: target.tagName,
          role: target.getAttribute('role'),
          isContentEditable: target.isContentEditable,
          inDialog: target.closest('dialog, [role="dialog"], [role="alertdialog"]') !== null,
        },
      });
      if (!action) return;
      // Space would scroll the page as well.
      event.preventDefault();
      latest.current[action]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

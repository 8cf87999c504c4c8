// The ALTCHA widget itself, in its own chunk (the widget and its styles weigh more than the rest of
// a form): CaptchaField loads it when the captcha comes near the screen or the visitor reaches it.
import { useEffect, useRef } from 'react';
import type {} from 'altcha/types/react';
import './register-altcha';

export interface CaptchaWidgetProps {
  id: string;
  value: string | undefined;
  onChange: (payload: string | undefined) => void;
  /** Start the proof of work at once: the visitor already ticked the placeholder. */
  verifyNow: boolean;
  /** The id of the error text under the widget, while there is one. */
  describedBy: string | undefined;
}

interface StateChangeDetail {
  state: string;
  payload?: string | null;
}

export default function CaptchaWidget({
  id,
  value,
  onChange,
  verifyNow,
  describedBy,
}: CaptchaWidgetProps) {
  const widgetRef = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  const valueRef = useRef(value);
  useEffect(() => {
    onChangeRef.current = onChange;
    valueRef.current = value;
  });

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      const next = state === 'verified' && payload ? payload : undefined;
      // Only real changes reach the form, so a reset after sending does not flag the field.
      if (next !== valueRef.current) onChangeRef.current(next);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  // When the form clears the value (after sending, or when the server refused the payload), the
  // widget must be solved again: a payload is good for one message only.
  useEffect(() => {
    const widget = widgetRef.current as HTMLElementTagNameMap['altcha-widget'] | null;
    if (value || !widget || typeof widget.getState !== 'function') return;
    if (widget.getState() === 'verified') widget.reset();
  }, [value]);

  // The widget draws its own checkbox: it carries the field's error state like any other control,
  // so the form's focus on the first field in error can land on it.
  useEffect(() => {
    let frame = 0;
    let tries = 0;
    const mark = () => {
      const checkbox = widgetRef.current?.querySelector('input[type="checkbox"]');
      if (!checkbox) {
        if (++tries < 600) frame = requestAnimationFrame(mark);
        return;
      }
      if (describedBy) {
        checkbox.setAttribute('aria-invalid', 'true');
        checkbox.setAttribute('aria-describedby', describedBy);
      } else {
        checkbox.removeAttribute('aria-invalid');
        checkbox.removeAttribute('aria-describedby');
      }
    };
    mark();
    return () => cancelAnimationFrame(frame);
  }, [describedBy]);

  return (
    <altcha-widget
      ref={widgetRef}
      id={id}
      challenge="/api/captcha"
      name="captcha"
      auto={verifyNow ? 'onload' : undefined}
    />
  );
}

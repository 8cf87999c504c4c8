// The ALTCHA widget itself, in its own chunk (the widget and its styles weigh more than the rest of
// a form): CaptchaField loads it when the captcha comes near the screen or the visitor reaches it.
import { useEffect, useRef } from 'react';
import type {} from 'altcha/types/react';
import './register-altcha';

export interface CaptchaWidgetProps {
  id?: string;
  value?: string;
  onChange?: (payload: string | undefined) => void;
  /** Start the proof of work at once: the visitor already ticked the placeholder. */
  verifyNow?: boolean;
}

interface StateChangeDetail {
  state: string;
  payload?: string | null;
}

export default function CaptchaWidget({ id, value, onChange, verifyNow }: CaptchaWidgetProps) {
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
      if (next !== valueRef.current) onChangeRef.current?.(next);
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

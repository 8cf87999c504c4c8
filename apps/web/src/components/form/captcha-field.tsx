// The captcha as a form field (value: the verified ALTCHA payload, or undefined), its error below.
// The widget's code and styles load only when the captcha comes near the screen or the visitor
// reaches it; until then a box of the same size stands in, and ticking it starts the widget's
// proof of work at once. Sign-up is to use the same field.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FieldError, fieldErrorId, invalidProps } from './field-error';
import type { BoundField } from './use-schema-form';

const CaptchaWidget = lazy(() => import('./captcha-widget'));
const LABEL = "I'm not a robot";

function Placeholder({
  id,
  onActivate,
  busy,
  error,
}: {
  id: string;
  onActivate: () => void;
  busy: boolean;
  error: string | undefined;
}) {
  return (
    <div className="captcha-placeholder">
      <button
        type="button"
        id={id}
        role="checkbox"
        aria-checked="false"
        aria-busy={busy}
        {...invalidProps(id, error)}
        className="captcha-placeholder__box"
        onClick={onActivate}
      >
        <span className="captcha-placeholder__tick" aria-hidden="true" />
        <span>{LABEL}</span>
      </button>
    </div>
  );
}

/** Checked on Send and when solved, never on blur: passing the box by is no mistake. */
export function CaptchaField({ id, value, onChange, error }: BoundField<string | undefined>) {
  const slotRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [verifyNow, setVerifyNow] = useState(false);

  // The placeholder gives way to the widget; a keyboard user who was on it lands on the widget's
  // own checkbox rather than on the page's body.
  const hadFocus = useRef(false);
  useEffect(() => {
    if (!wanted) return;
    let frame = 0;
    let tries = 0;
    const moveFocus = () => {
      const checkbox = slotRef.current?.querySelector<HTMLInputElement>(
        'altcha-widget input[type="checkbox"]',
      );
      if (checkbox) {
        const lost = document.activeElement === document.body || document.activeElement === null;
        if (hadFocus.current && lost) checkbox.focus();
        hadFocus.current = false;
        return;
      }
      if (++tries < 600) frame = requestAnimationFrame(moveFocus);
    };
    frame = requestAnimationFrame(moveFocus);
    return () => cancelAnimationFrame(frame);
  }, [wanted]);

  const load = useCallback(() => {
    if (slotRef.current?.contains(document.activeElement)) hadFocus.current = true;
    setWanted(true);
  }, []);
  useEffect(() => {
    const slot = slotRef.current;
    if (wanted || !slot || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: '120px 0px' },
    );
    observer.observe(slot);
    return () => observer.disconnect();
  }, [wanted, load]);

  const activate = () => {
    load();
    setVerifyNow(true);
  };
  const placeholder = <Placeholder id={id} onActivate={activate} busy={verifyNow} error={error} />;

  return (
    <div className={error ? 'field captcha-field captcha-field--invalid' : 'field captcha-field'}>
      <div
        ref={slotRef}
        className="captcha-slot"
        // Reaching the box by pointer or keyboard is reason enough to fetch the widget.
        onPointerEnter={load}
        onFocus={load}
      >
        {wanted ? (
          <Suspense fallback={placeholder}>
            <CaptchaWidget
              id={id}
              value={value}
              onChange={onChange}
              verifyNow={verifyNow}
              describedBy={error ? fieldErrorId(id) : undefined}
            />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

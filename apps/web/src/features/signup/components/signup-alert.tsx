// The server's refusals above the form (spec section 2: "shown above the form and the page
// scrolls to them on submit"). It takes the focus, so keyboard and screen-reader users land on
// what to fix instead of staying on a button at the bottom of a long form.
import { useEffect, useRef } from 'react';

export function SignupAlert({ errors }: { errors: readonly string[] }) {
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (errors.length === 0 || !box) return;
    box.focus({ preventScroll: true });
    box.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [errors]);

  if (errors.length === 0) return null;
  const [first, ...rest] = errors;
  return (
    <div ref={boxRef} className="form-alert signup-alert" role="alert" tabIndex={-1}>
      <svg
        className="form-alert__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 7v6M12 16.5v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <div className="form-alert__text">
        <p className="form-alert__title">{first}</p>
        {rest.length > 0 ? (
          <ul>
            {rest.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

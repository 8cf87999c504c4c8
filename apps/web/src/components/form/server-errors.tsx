// The server's refusals that belong to no field, shown above the form and scrolled into view, since
// the visitor pressed Send at the bottom of the form. An alert, so screen readers announce it.
import { useEffect, useRef } from 'react';

export function ServerErrors({ errors }: { errors: string[] }) {
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) boxRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [errors]);

  if (errors.length === 0) return null;
  const [first, ...rest] = errors;
  return (
    <div ref={boxRef} className="form-alert" role="alert">
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

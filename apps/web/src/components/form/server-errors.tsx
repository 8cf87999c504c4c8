// The server's refusals that belong to no field, shown above the form and scrolled into view, since
// the visitor pressed Send at the bottom of the form. An alert, so screen readers announce it.
import { useEffect, useRef } from 'react';
import { AlertIcon } from '../alert-icon';

interface ServerErrorsProps {
  errors: readonly string[];
  /**
   * Move the focus to the box too (the sign-up form, docs/accounts.md, 'Screens'): keyboard and screen-reader
   * users land on what to fix instead of staying on a button at the bottom of a long form.
   */
  takeFocus?: boolean;
}

export function ServerErrors({ errors, takeFocus = false }: ServerErrorsProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (errors.length === 0 || !box) return;
    if (takeFocus) box.focus({ preventScroll: true });
    box.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [errors, takeFocus]);

  if (errors.length === 0) return null;
  const [first, ...rest] = errors;
  return (
    <div ref={boxRef} className="form-alert" role="alert" tabIndex={takeFocus ? -1 : undefined}>
      <AlertIcon className="form-alert__icon" />
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

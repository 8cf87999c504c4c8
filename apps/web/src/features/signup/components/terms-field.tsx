// 'I agree to the Terms and Conditions' (spec section 2): the link opens the terms in a modal, in
// place, so nothing typed is lost; opened in a new tab or without script it is the terms page.
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { FieldError, invalidProps } from '../../../components/form/field-error';
import type { BoundField } from '../../../components/form/use-schema-form';

// DOMPurify and the dialog come only when the visitor asks to read the terms.
const TermsDialog = lazy(() => import('./terms-dialog'));

interface TermsFieldProps extends BoundField<boolean> {
  /** The terms as HTML (sanitised when shown). */
  terms: string;
}

export function TermsField({ id, name, value, error, onChange, onBlur, terms }: TermsFieldProps) {
  const [reading, setReading] = useState(false);
  const openTerms = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setReading(true);
  };
  return (
    <div className="field field--choice">
      <label className="choice" htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          className="choice__control"
          checked={value}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-required
          {...invalidProps(id, error)}
        />
        <span>
          I agree to the{' '}
          <a href="/terms-and-conditions" onClick={openTerms} aria-haspopup="dialog">
            Terms and Conditions
          </a>
        </span>
      </label>
      <FieldError fieldId={id} error={error} />
      {reading ? (
        <Suspense fallback={null}>
          <TermsDialog terms={terms} onClose={() => setReading(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

// 'I agree to the Terms and Conditions' (docs/accounts.md, 'Screens'): the link opens the terms in a modal, in
// place, so nothing typed is lost; opened in a new tab or without script it is the terms page.
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { CheckboxField } from '../form/checkbox-field';
import type { BoundField } from '../form/use-schema-form';

// DOMPurify and the dialog come only when the visitor asks to read the terms.
const TermsDialog = lazy(() => import('./terms-dialog'));

interface TermsFieldProps extends BoundField<boolean> {
  /** The terms as HTML (sanitised when shown). */
  terms: string;
}

export function TermsField({ terms, ...field }: TermsFieldProps) {
  const [reading, setReading] = useState(false);
  const openTerms = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setReading(true);
  };
  return (
    <>
      <CheckboxField
        {...field}
        required
        label={
          <>
            I agree to the{' '}
            <a href="/terms-and-conditions" onClick={openTerms} aria-haspopup="dialog">
              Terms and Conditions
            </a>
          </>
        }
      />
      {/* A modal <dialog>: the browser draws it above the page, wherever it stands. */}
      {reading ? (
        <Suspense fallback={null}>
          <TermsDialog terms={terms} onClose={() => setReading(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

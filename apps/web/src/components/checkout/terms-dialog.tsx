// The terms in a native modal <dialog>: the browser traps focus, closes it on Escape and gives the
// focus back to the link that opened it. A click on the backdrop closes it too.
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { HtmlContent } from '../html-content';

interface TermsDialogProps {
  terms: string;
  onClose: () => void;
}

export default function TermsDialog({ terms, onClose }: TermsDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => dialogRef.current?.close();
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current) close();
  };

  return (
    // The backdrop click is a pointer shortcut; Escape and the buttons do the same by keyboard.
    <dialog
      ref={dialogRef}
      className="terms-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className="terms-dialog__inner">
        <header className="terms-dialog__header">
          <h2 id={titleId}>Terms and Conditions</h2>
          <button
            type="button"
            className="terms-dialog__x"
            onClick={close}
            aria-label="Close the terms"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </header>
        <div className="terms-dialog__body">
          <HtmlContent html={terms} />
        </div>
        <footer className="terms-dialog__footer">
          <button type="button" className="button button--primary" onClick={close}>
            Close
          </button>
        </footer>
      </div>
    </dialog>
  );
}

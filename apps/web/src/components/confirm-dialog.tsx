// A question that needs an answer before anything else (the login's Warning modal): a native
// <dialog> opened with showModal(), so the rest of the page is inert, focus stays inside and Escape
// answers No, without Ant Design on a public page. Focus starts on the confirming button and goes
// back where it was when the dialog closes.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import '../styles/dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** No, Escape: the dialog closes without confirming. */
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      confirmRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Escape closes the dialog natively; every way of closing tells the owner and restores focus.
  const onDialogClose = () => {
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
    onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onDialogClose}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      <div id={textId} className="confirm-dialog__text">
        {children}
      </div>
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--default" onClick={onClose}>
          {cancelLabel}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className="button button--primary"
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

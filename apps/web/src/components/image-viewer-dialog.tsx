// An image at full size (docs/station-run.md, 'Version 2 stations on the station screen'): a native
// modal <dialog> filling the screen, the image fitted to its width first, zoomed with + and −
// (buttons or keys) and moved with the arrow keys or by dragging the scroll area; on a phone the
// page's own pinch zoom works on it too. Escape or Close shuts it and focus goes back where it was.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { messages } from '@osce/shared/messages';
import { withValues } from '../lib/with-values';
import { BlobImage } from './blob-image';
import '../styles/dialog.css';

/** The zoom steps, as a share of the viewer's width: 1 fits the width. */
export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

interface ImageViewerDialogProps {
  open: boolean;
  title: string;
  /** The image's bytes, as fetched. */
  blob: Blob;
  alt: string;
  onClose: () => void;
}

export function ImageViewerDialog({ open, title, blob, alt, onClose }: ImageViewerDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const hintId = useId();
  const [step, setStep] = useState(0);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setStep(0);
      dialog.showModal();
      // The scroll area takes focus, so the arrow keys move the image at once.
      viewportRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onDialogClose = () => {
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
    onClose();
  };

  const zoomIn = () => setStep((s) => Math.min(ZOOM_STEPS.length - 1, s + 1));
  const zoomOut = () => setStep((s) => Math.max(0, s - 1));
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const action: Record<string, () => void> = {
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      '−': zoomOut,
      '0': () => setStep(0),
    };
    const run = action[event.key];
    if (!run) return;
    event.preventDefault();
    run();
  };

  const zoom = ZOOM_STEPS[step] ?? 1;
  const percent = Math.round(zoom * 100);
  return (
    <dialog
      ref={dialogRef}
      className="image-viewer"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      onClose={onDialogClose}
      onKeyDown={onKeyDown}
    >
      <div className="image-viewer__bar">
        <h2 id={titleId} className="image-viewer__title">
          {title}
        </h2>
        <div className="image-viewer__tools">
          <button
            type="button"
            className="button button--default image-viewer__button"
            aria-label={messages.imageViewerZoomOut}
            title={messages.imageViewerZoomOut}
            disabled={step === 0}
            onClick={zoomOut}
          >
            <span aria-hidden="true">−</span>
          </button>
          <output className="image-viewer__zoom" aria-live="polite">
            {withValues(messages.imageViewerZoom, { percent })}
          </output>
          <button
            type="button"
            className="button button--default image-viewer__button"
            aria-label={messages.imageViewerZoomIn}
            title={messages.imageViewerZoomIn}
            disabled={step === ZOOM_STEPS.length - 1}
            onClick={zoomIn}
          >
            <span aria-hidden="true">+</span>
          </button>
          <button
            type="button"
            className="button button--default"
            disabled={step === 0}
            onClick={() => setStep(0)}
          >
            {messages.imageViewerFit}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => dialogRef.current?.close()}
          >
            {messages.imageViewerClose}
          </button>
        </div>
      </div>
      <p id={hintId} className="image-viewer__hint">
        {messages.imageViewerHint}
      </p>
      <div
        ref={viewportRef}
        className="image-viewer__viewport"
        tabIndex={0}
        role="group"
        aria-label={title}
      >
        {open ? (
          <BlobImage
            blob={blob}
            alt={alt}
            className="image-viewer__image"
            style={{ width: `${percent}%` }}
          />
        ) : null}
      </div>
    </dialog>
  );
}

// The toasts of lib/toast.ts, at the top of the window. The live region is on the page from the
// start (a region added together with its text is not reliably announced); each toast leaves after
// its time, paused while the pointer rests on it so it can be read to the end.
import { useEffect, useState } from 'react';
import { dismissToast, useToasts, type Toast } from '../../lib/toast';
import '../../styles/toast.css';

const ICON_PATHS: Record<Toast['kind'], string> = {
  success: 'M7 12.5l3.2 3.2L17 9',
  info: 'M12 11v6M12 7.5v.5',
  warning: 'M12 7v6M12 16.5v.5',
  error: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
};

function ToastItem({ toast }: { toast: Toast }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, toast.seconds]);

  return (
    <div
      className={`toast toast--${toast.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <svg className="toast__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path
          d={ICON_PATHS[toast.kind]}
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{toast.text}</span>
    </div>
  );
}

export function ToastOutlet() {
  const toasts = useToasts();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

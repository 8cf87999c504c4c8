// Toasts (Ant Design's message) for any screen, and for the API client's 401 and 403 handling.
// Most visits never show one, so the code that draws them (antd's message and theme) loads with
// the first toast: until then a request waits here and AppLayout mounts the host when asked.
import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  kind: ToastKind;
  text: string;
  /** How long it stays, in seconds (antd's default is 3). */
  seconds?: number;
}

type Deliver = (toast: Toast) => void;

const waiting: Toast[] = [];
let deliver: Deliver | null = null;
let requested = false;
const listeners = new Set<() => void>();

export function showToast(kind: ToastKind, text: string, seconds?: number): void {
  const toast = { kind, text, seconds };
  if (deliver) {
    deliver(toast);
    return;
  }
  waiting.push(toast);
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
}

/** Whether a toast has been asked for, so the host must be on the page. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

/** The host registers how to draw a toast, and draws those that waited for it. */
export function connectToastHost(draw: Deliver): () => void {
  deliver = draw;
  waiting.splice(0).forEach(draw);
  return () => {
    if (deliver === draw) deliver = null;
  };
}

// Toasts for any screen, and for the API client's 401 and 403 handling: a tiny store that the
// app's toast region (app/layout/toast-outlet.tsx) draws. Plain markup, no Ant Design, so showing
// one on a public page (the contact form's thanks) costs no style runtime on a phone.
import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  /** How long it stays, in seconds. */
  seconds: number;
}

const DEFAULT_SECONDS = 3;
const NONE: readonly Toast[] = [];

let toasts: readonly Toast[] = NONE;
let lastId = 0;
const listeners = new Set<() => void>();

function update(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function showToast(kind: ToastKind, text: string, seconds = DEFAULT_SECONDS): void {
  lastId += 1;
  update([...toasts, { id: lastId, kind, text, seconds }]);
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) update(toasts.filter((toast) => toast.id !== id));
}

/** The toasts on screen now, oldest first. */
export function getToasts(): readonly Toast[] {
  return toasts;
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToasts,
    () => NONE,
  );
}

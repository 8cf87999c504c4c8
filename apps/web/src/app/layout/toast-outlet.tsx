// Mounts the toast host once a toast is asked for (lib/toast.ts), so pages without toasts do not
// download antd's message for nothing.
import { lazy, Suspense } from 'react';
import { useToastRequested } from '../../lib/toast';

const ToastHost = lazy(() => import('./toast-host'));

export function ToastOutlet() {
  const requested = useToastRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

// Wires the API client's seams (lib/api-client.ts) to the app: its 401 and 403 handling shows a
// toast and moves with the router, without a page reload.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { configureApiClient } from '../lib/api-client';
import { APP_MOVE } from '../lib/app-move';
import { showToast } from '../lib/toast';

export function ApiClientSetup() {
  const navigate = useNavigate();
  useEffect(() => {
    configureApiClient({
      notify: showToast,
      // The app's own move (signed out, no subscription): never held by a station's leave guard.
      navigate: (path) => void navigate(path, { state: APP_MOVE }),
    });
  }, [navigate]);
  return null;
}

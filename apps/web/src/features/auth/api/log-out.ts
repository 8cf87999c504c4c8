// Logout (docs/accounts.md, 'Rules'): GET /api/logout, then this device forgets the session (token, terms
// flag, group, role, filters, hidden-station-names flag, playlist) and says so. The /logout route
// runs it; the header's Logout links there.
import type { MessageAnswer } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import { apiGet } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { clearSession } from '../../../stores/app-store';

let pending: Promise<void> | null = null;

async function endSession(): Promise<void> {
  try {
    await apiGet<MessageAnswer>('/logout', undefined, { skipSessionHandling: true });
  } catch {
    // The member asked to log out: an expired token or an unreachable server must not keep them
    // logged in on this device. The server's session, if any, expires by itself.
  }
  clearSession();
  showToast('success', messages.logoutSuccess);
}

/**
 * Logs out once, however often it is asked while a logout is under way (React StrictMode runs the
 * route's effect twice; a double click follows the link twice).
 */
export function logOut(): Promise<void> {
  pending ??= endSession().finally(() => {
    pending = null;
  });
  return pending;
}

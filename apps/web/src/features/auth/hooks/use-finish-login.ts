// What every way of logging in does with the token (docs/accounts.md, 'Rules'): store it, drop
// whatever another account loaded, say so, and go on to the page the visitor came from or
// /profile.
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '@osce/shared/messages';
import { showToast } from '../../../lib/toast';
import { startSession } from '../../../stores/app-store';
import { destinationAfterLogin } from '../utils/login-outcome';

export function useFinishLogin(): (token: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return (token) => {
    startSession(token);
    // Nothing another account loaded (an expired session's profile, say) may show to this one.
    queryClient.clear();
    showToast('success', messages.loginSuccess);
    void navigate(destinationAfterLogin(location.state), { replace: true });
  };
}

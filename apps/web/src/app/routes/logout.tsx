// /logout (docs/accounts.md): ends the session, then the home page. Login required, but guarded
// here rather than by RequireAuth: RequireAuth would send the member to /login the moment the token
// is cleared, before the logout's own move to /.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { logOut } from '../../features/auth/api/log-out';
import { usePageMeta } from '../../hooks/use-page-meta';
import { getToken } from '../../stores/app-store';

export default function LogoutRoute() {
  usePageMeta({ title: 'Logout' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loggedInOnArrival] = useState(() => getToken() !== null);

  useEffect(() => {
    if (!loggedInOnArrival) return;
    let current = true;
    void logOut().then(() => {
      // StrictMode runs this effect twice; logOut() runs once, and only the live effect moves on.
      if (!current) return;
      // The member's data must not outlive the session in this tab.
      queryClient.clear();
      void navigate('/', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [loggedInOnArrival, navigate, queryClient]);

  if (!loggedInOnArrival) return <Navigate to="/login" replace />;
  return (
    <div className="page-fallback" aria-busy="true" role="status">
      <span className="spinner" aria-hidden="true" />
      <h1 className="visually-hidden">Logging out</h1>
    </div>
  );
}

// Login-required routes (docs/accounts.md, 'Screens'): without a stored token the visitor goes to /login.
import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsLoggedIn } from '../../stores/app-store';

export function RequireAuth() {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  // The login goes back here afterwards, query included (features/auth/utils/login-outcome.ts).
  if (!isLoggedIn) {
    return (
      <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
    );
  }
  return <Outlet />;
}

// /login (docs/accounts.md, 'Screens'): the login form, the social login when the server offers it, and the
// sign-up link. A public page in plain markup. Someone already logged in who opens it goes to their
// profile; a login made here is left to move on by itself (see LoginForm).
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { messages } from '@osce/shared/messages';
import { LoginForm } from '../../features/auth/components/login-form';
import { SocialLogin } from '../../features/auth/components/social-login';
import { usePageMeta } from '../../hooks/use-page-meta';
import { getToken } from '../../stores/app-store';
import '../../styles/forms.css';
import '../../styles/auth.css';

export default function LoginRoute() {
  usePageMeta({ title: 'Login' });
  // Read once: the token a login stores on this page must not redirect before the login's own
  // navigation (to the page the visitor came from) happens.
  const [loggedInOnArrival] = useState(() => getToken() !== null);
  // A sign-up comes here ({ signedUp: true }): its activation e-mail can be asked for again.
  const location = useLocation();
  const signedUp = (location.state as { signedUp?: unknown } | null)?.signedUp === true;
  if (loggedInOnArrival) return <Navigate to="/profile" replace />;
  return (
    <div className="page-body auth-page">
      <div className="form-card auth-card">
        <h1 className="auth-card__title">{messages.loginButton}</h1>
        <LoginForm offerResendActivation={signedUp} />
        <SocialLogin />
        <p className="auth-card__footer">
          <Link to="/signup">{messages.signupPrompt}</Link>
        </p>
      </div>
    </div>
  );
}

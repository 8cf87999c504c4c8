// /signup: the sign-up form; ?plan={id} preselects a plan (docs/accounts.md, 'Screens').
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useCountry } from '../../stores/app-store';
import { SignupPage } from '../../features/signup/components/signup-page';

export default function SignupRoute() {
  const country = useCountry();
  const [search] = useSearchParams();
  usePageMeta({ title: 'Sign Up' });
  return (
    <div className="page-body signup-page">
      <header className="page-heading signup-page__intro">
        <h1>Sign Up</h1>
        <p>Choose a plan, tell us a little about yourself, and start practising stations today.</p>
      </header>
      <SignupPage variant="signup" country={country} planParam={search.get('plan')} />
    </div>
  );
}

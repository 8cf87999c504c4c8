// /free-trial: the sign-up form's trial variant, with no plan to choose and nothing to pay.
import { usePageMeta } from '../../hooks/use-page-meta';
import { useCountry } from '../../stores/app-store';
import { SignupPage } from '../../features/signup/components/signup-page';

export default function FreeTrialRoute() {
  const country = useCountry();
  usePageMeta({ title: 'Free Trial' });
  return (
    <div className="page-body signup-page">
      <header className="page-heading signup-page__intro">
        <h1>Free Trial</h1>
        <p>Try a selection of stations for free. No card needed.</p>
      </header>
      <SignupPage variant="trial" country={country} />
    </div>
  );
}

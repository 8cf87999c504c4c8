// /promotion/{promotion}: the sign-up form with the promotion's plans and none preselected. The
// spec words this page's title in full ('Sign Up to {brand} - Promotion'), so it is set as is.
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { getBrand } from '../../lib/brand';
import { useCountry } from '../../stores/app-store';
import { SignupPage } from '../../features/signup/components/signup-page';

export default function PromotionRoute() {
  const { promotion = '' } = useParams();
  const country = useCountry();
  const title = `Sign Up to ${getBrand()} - Promotion`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="page-body signup-page">
      <header className="page-heading signup-page__intro">
        <h1>{title}</h1>
        <p className="signup-page__login">
          <Link to="/login">Already Registered? Log in</Link>
        </p>
      </header>
      <SignupPage variant="promotion" country={country} promotion={promotion} />
    </div>
  );
}

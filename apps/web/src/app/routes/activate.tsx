// /activate/{code} (docs/accounts.md, 'Screens'): the account activation screen, from the sign-up e-mail.
import { useParams } from 'react-router';
import { ActivationStatus } from '../../features/auth/components/activation-status';
import { usePageMeta } from '../../hooks/use-page-meta';
import '../../styles/forms.css';
import '../../styles/auth.css';

export default function ActivateRoute() {
  usePageMeta({ title: 'Account Activation' });
  const { code = '' } = useParams();
  return (
    <div className="page-body auth-page">
      <div className="form-card auth-card">
        <h1 className="auth-card__title">Account Activation</h1>
        <ActivationStatus code={code} />
      </div>
    </div>
  );
}

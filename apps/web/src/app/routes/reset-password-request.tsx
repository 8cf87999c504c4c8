// /reset-password (docs/accounts.md, 'Screens'): ask for a password reset link.
import { messages } from '@osce/shared/messages';
import { ResetRequestForm } from '../../features/auth/components/reset-request-form';
import { usePageMeta } from '../../hooks/use-page-meta';
import '../../styles/forms.css';
import '../../styles/auth.css';

export default function ResetPasswordRequestRoute() {
  usePageMeta({ title: messages.resetPasswordTitle });
  return (
    <div className="page-body auth-page">
      <div className="form-card auth-card">
        <h1 className="auth-card__title">{messages.resetRequestTitle}</h1>
        <ResetRequestForm />
      </div>
    </div>
  );
}

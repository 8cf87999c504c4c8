// /reset-password/{code} (docs/accounts.md, 'Screens'): choose a new password with the link from the e-mail.
import { useParams } from 'react-router';
import { messages } from '@osce/shared/messages';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { usePageMeta } from '../../hooks/use-page-meta';
import '../../styles/forms.css';
import '../../styles/auth.css';

export default function ResetPasswordRoute() {
  usePageMeta({ title: messages.resetPasswordTitle });
  const { code = '' } = useParams();
  return (
    <div className="page-body auth-page">
      <div className="form-card auth-card">
        <h1 className="auth-card__title">{messages.resetPasswordTitle}</h1>
        {/* Keyed by the code: a second link opened in the same tab starts afresh. */}
        <ResetPasswordForm key={code} code={code} />
      </div>
    </div>
  );
}

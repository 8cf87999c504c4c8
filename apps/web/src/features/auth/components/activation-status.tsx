// The activation screen's body (docs/accounts.md): the waiting text while POST /api/activate
// runs, then the server's message; a Log In button on success, the message in the error style on
// failure. A network or server failure may not have reached the account, so it offers a retry.
import { messages } from '@osce/shared/messages';
import { AlertIcon } from '../../../components/alert-icon';
import { ButtonLink } from '../../../components/button-link';
import { isApiError } from '../../../lib/api-client';
import { useActivation } from '../api/activate-account';

export function ActivationStatus({ code }: { code: string }) {
  const activation = useActivation(code);

  if (activation.isPending) {
    return (
      <div className="auth-result auth-result--busy" role="status" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <p>{messages.activating}</p>
      </div>
    );
  }

  if (activation.isSuccess && activation.data.success) {
    return (
      <div className="auth-result auth-result--success" role="status">
        <p>{activation.data.message}</p>
        <ButtonLink to="/login" size="large">
          {messages.loginButton}
        </ButtonLink>
      </div>
    );
  }

  const error = activation.error;
  const message = activation.data?.message || error?.message || messages.serverError;
  // The server refused the code (400/404): asking again would get the same answer.
  const mayRetry = isApiError(error) && (error.status === 0 || error.status >= 500);
  return (
    <div className="auth-result">
      <div className="form-alert" role="alert">
        <AlertIcon className="form-alert__icon" />
        <div className="form-alert__text">
          <p className="form-alert__title">{message}</p>
        </div>
      </div>
      <div className="auth-result__actions">
        {mayRetry ? (
          <button
            type="button"
            className="button button--primary button--large"
            onClick={() => void activation.refetch()}
          >
            Retry
          </button>
        ) : null}
        <ButtonLink to="/login" variant={mayRetry ? 'default' : 'primary'} size="large">
          {messages.loginButton}
        </ButtonLink>
      </div>
    </div>
  );
}

// Loading and error states shared by every data screen. Plain markup (no Ant Design), because the
// home page shows them too and its first download stays free of antd's runtime.
import { isApiError } from '../lib/api-client';
import { AlertIcon } from './alert-icon';

interface LoadingStateProps {
  /** What is loading, for screen readers: 'Loading {label}'. */
  label: string;
  rows?: number;
  className?: string;
}

export function LoadingState({ label, rows = 4, className }: LoadingStateProps) {
  return (
    <div
      className={className ? `skeleton ${className}` : 'skeleton'}
      aria-busy="true"
      role="status"
    >
      <span className="visually-hidden">Loading {label}</span>
      <span className="skeleton__title" aria-hidden="true" />
      {Array.from({ length: rows }, (_, row) => (
        <span key={row} className="skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}

interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
  /** What could not be loaded, e.g. 'the subscription plans'. */
  what: string;
}

export function ErrorState({ error, onRetry, what }: ErrorStateProps) {
  const detail = isApiError(error) ? error.message : undefined;
  return (
    <div className="error-state" role="alert">
      <AlertIcon className="error-state__icon" size={22} />
      <div className="error-state__text">
        <p className="error-state__title">Sorry, we could not load {what}.</p>
        {detail ? <p>{detail}</p> : null}
      </div>
      <button type="button" className="button button--default" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

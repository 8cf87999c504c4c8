// A form's primary button. While the form is being sent it shows a spinner and says it is busy,
// but keeps its focus (a disabled button would drop it); the form ignores a second Send meanwhile.
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  children: ReactNode;
  loading?: boolean;
  disabled?: boolean;
}

export function SubmitButton({ children, loading = false, disabled = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="button button--primary button--large submit-button"
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
    >
      {loading ? <span className="submit-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

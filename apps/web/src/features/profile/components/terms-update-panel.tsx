// The terms-update panel (docs/accounts.md): while the server's update_terms flag and a token
// are stored, the current terms in a scrollable box and an agree checkbox. Ticking it sends the
// terms' id; on success a toast says so and the flag goes, which removes the panel and the banner.
import { useId, useState } from 'react';
import { messages } from '@osce/shared/messages';
import { useTerms } from '../../../api/get-terms';
import { HtmlContent } from '../../../components/html-content';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { isApiError, isSilentError } from '../../../lib/api-client';
import { useAgreeToTerms } from '../api/agree-to-terms';

interface TermsUpdatePanelProps {
  /** Called once agreed: the panel is about to go, so the page takes the focus back. */
  onAgreed: () => void;
}

export function TermsUpdatePanel({ onAgreed }: TermsUpdatePanelProps) {
  const terms = useTerms();
  const agree = useAgreeToTerms(onAgreed);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = useId();
  const titleId = `${ids}-title`;
  const checkboxId = `${ids}-agree`;
  const errorId = `${ids}-error`;

  const onTick = (checked: boolean) => {
    if (!checked || !terms.data || agree.isPending) return;
    setFailure(null);
    agree.mutate(terms.data.id, {
      onError: (error) => {
        if (isSilentError(error)) return;
        setFailure(error.message);
        // Refused as outdated: the terms changed again while the panel was open; show the new ones.
        if (isApiError(error) && error.status === 422) void terms.refetch();
      },
    });
  };

  let body;
  if (terms.isPending) body = <LoadingState label="the terms and conditions" rows={6} />;
  else if (terms.isError) {
    body = <ErrorState error={terms.error} onRetry={() => void terms.refetch()} what="the terms" />;
  } else {
    body = (
      <>
        {/* Focusable, so the terms can be scrolled from the keyboard. */}
        <div
          className="terms-update__text"
          tabIndex={0}
          role="region"
          aria-label={`Terms and conditions, version ${terms.data.version}`}
        >
          <HtmlContent html={terms.data.terms} />
        </div>
        <div className="field field--choice terms-update__agree">
          <label className="choice" htmlFor={checkboxId}>
            <input
              id={checkboxId}
              type="checkbox"
              className="choice__control"
              checked={agree.isPending || agree.isSuccess}
              disabled={agree.isPending}
              aria-busy={agree.isPending || undefined}
              aria-invalid={failure ? true : undefined}
              aria-describedby={failure ? errorId : undefined}
              onChange={(event) => onTick(event.target.checked)}
            />
            <span>{messages.termsUpdateAgree}</span>
          </label>
          {failure ? (
            <p id={errorId} className="field__error" role="alert">
              {failure}
            </p>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section className="profile-section terms-update" aria-labelledby={titleId}>
      <h2 id={titleId}>{messages.termsUpdateTitle}</h2>
      {body}
    </section>
  );
}

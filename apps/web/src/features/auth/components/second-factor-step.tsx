// The login's second step for staff with two-step sign-in (docs/admin.md, 'Second factor'): the
// authenticator's code or a recovery code. When ADMIN_TOTP=required and the staff member has not
// enrolled, the step first shows the QR code to scan (Ant Design's QRCode, loaded only here), and
// after the first code the ten recovery codes, once, before going on. A wrong code keeps the step;
// an expired ticket goes back to the password.
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { messages } from '@osce/shared/messages';
import { FieldLabel } from '../../../components/form/field-label';
import { ServerErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { isApiError } from '../../../lib/api-client';
import { RecoveryCodes } from '../../../components/second-factor/recovery-codes';
import { useSecondFactorEnrolment, useSecondFactorLogin } from '../api/second-factor';

const TotpQr = lazy(() => import('../../../components/second-factor/totp-qr'));

interface SecondFactorStepProps {
  ticket: string;
  enrol: boolean;
  onLoggedIn: (token: string) => void;
  /** The ticket is spent or too old: back to the password, with this message. */
  onExpired: (message: string) => void;
}

export function SecondFactorStep({ ticket, enrol, onLoggedIn, onExpired }: SecondFactorStepProps) {
  const send = useSecondFactorLogin();
  const enrolment = useSecondFactorEnrolment();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ token: string; codes: string[] } | null>(null);
  const { mutate: startEnrolment } = enrolment;

  useEffect(() => {
    if (enrol)
      startEnrolment(ticket, {
        onError: (e) => onExpired(isApiError(e) ? e.message : messages.serverError),
      });
    // Once per ticket.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enrol, ticket]);

  if (done) {
    return (
      <div className="auth-form second-factor">
        <p role="status">{messages.secondFactorEnabled}</p>
        <RecoveryCodes codes={done.codes} />
        <button
          type="button"
          className="button button--primary button--large"
          onClick={() => onLoggedIn(done.token)}
        >
          Continue
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || !code.trim()) return;
    setError(null);
    send.mutate(
      { ticket, code: code.trim() },
      {
        onSuccess: (answer) => {
          if (!answer.token) {
            onExpired(answer.message);
          } else if (answer.recovery_codes?.length) {
            setDone({ token: answer.token, codes: answer.recovery_codes });
          } else {
            onLoggedIn(answer.token);
          }
        },
        onError: (e) => {
          if (!isApiError(e)) return setError(messages.serverError);
          const body = e.body as { second_factor_ticket?: string } | null;
          if (body?.second_factor_ticket) {
            setCode('');
            setError(e.message);
          } else {
            onExpired(e.message);
          }
        },
      },
    );
  };

  return (
    <>
      <ServerErrors errors={error ? [error] : []} />
      <form
        className="auth-form second-factor"
        onSubmit={submit}
        aria-label={messages.secondFactorTitle}
      >
        <p>{enrol ? messages.secondFactorEnrolNeeded : messages.secondFactorNeeded}</p>
        {enrol ? (
          enrolment.data ? (
            <Suspense fallback={<p>Loading the QR code…</p>}>
              <TotpQr uri={enrolment.data.otpauth_uri} secret={enrolment.data.secret} />
            </Suspense>
          ) : (
            <p role="status">Loading the QR code…</p>
          )
        ) : null}
        <div className="field">
          <FieldLabel
            htmlFor="login-second-factor-code"
            label={messages.secondFactorCodeLabel}
            required
          />
          <input
            id="login-second-factor-code"
            className="field__input"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={40}
            required
            autoFocus
          />
        </div>
        <SubmitButton loading={send.isPending} disabled={!code.trim()}>
          {messages.secondFactorVerifyButton}
        </SubmitButton>
      </form>
    </>
  );
}

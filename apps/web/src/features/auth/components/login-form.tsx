// The login form (docs/accounts.md): username and password checked by the shared
// loginSchema, the server's refusal as a toast and above the form, the 'Forgotten your password?'
// link once the server asks for it, and the other-device Warning modal whose Yes logs in again
// through /login-and-clear. After several failed logins the server asks for a proof-of-work
// captcha (captcha_required): the form shows it from then on. Plain markup: a public page.
import { useState } from 'react';
import { Link } from 'react-router';
import type { LoginInput } from '@osce/shared/schemas/password';
import { messages } from '@osce/shared/messages';
import { CaptchaField } from '../../../components/form/captcha-field';
import { ServerErrors } from '../../../components/form/server-errors';
import { splitServerErrors } from '../../../components/form/split-server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { showToast } from '../../../lib/toast';
import { useLogIn } from '../api/log-in';
import { useFinishLogin } from '../hooks/use-finish-login';
import { outcomeOfAnswer, outcomeOfError, type LoginOutcome } from '../utils/login-outcome';
import { OtherDeviceDialog } from './other-device-dialog';
import { SecondFactorStep } from './second-factor-step';
import { ResendActivation } from './resend-activation';

const LOGIN_FIELDS = ['username', 'password'] as const;
const LOGIN_FIELDS_WITH_CAPTCHA = ['username', 'password', 'captcha'] as const;
const INITIAL_VALUES: LoginInput = { username: '', password: '' };

const loadLoginSchema = () =>
  import('@osce/shared/schemas/password').then((module) => module.loginSchema);

/**
 * `offerResendActivation`: the page a sign-up leads to offers 'Send the activation e-mail again'
 * below the form; a login refused as not activated offers it above, for the username typed.
 */
export function LoginForm({ offerResendActivation = false }: { offerResendActivation?: boolean }) {
  const logIn = useLogIn();
  const finishLogin = useFinishLogin();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [showForgotPassword, setShowForgotPassword] = useState(false);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  // The username of a login refused as not activated yet: the form offers the e-mail again.
  const [notActivated, setNotActivated] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  // The details the Warning modal's Yes sends again, to /login-and-clear.
  const [pendingInput, setPendingInput] = useState<LoginInput | null>(null);
  // A staff login's second step (docs/admin.md, 'Second factor'): the ticket the code goes with.
  const [secondFactor, setSecondFactor] = useState<{ ticket: string; enrol: boolean } | null>(null);
  const form = useSchemaForm({
    idPrefix: 'login',
    initialValues: INITIAL_VALUES,
    loadSchema: loadLoginSchema,
    toInput: (values: LoginInput) => values,
    shownFields: () => (captchaRequired ? LOGIN_FIELDS_WITH_CAPTCHA : LOGIN_FIELDS),
  });

  const handle = (outcome: LoginOutcome, input: LoginInput) => {
    if (outcome.kind === 'logged-in') {
      setPendingInput(null);
      finishLogin(outcome.token);
      return;
    }
    if (outcome.kind === 'confirm-other-device') {
      setConfirmOpen(true);
      return;
    }
    if (outcome.kind === 'second-factor') {
      setSecondFactor({ ticket: outcome.ticket, enrol: outcome.enrol });
      return;
    }
    // Once asked for, the link stays: a later refusal (too many tries) does not take it away.
    if (outcome.showForgotPassword) setShowForgotPassword(true);
    // So does the captcha: the server asks for it on every try from here for a while.
    if (outcome.captchaRequired) setCaptchaRequired(true);
    if (outcome.notActivated) setNotActivated(input.username);
    const { onFields, other } = splitServerErrors(outcome.fields, [], LOGIN_FIELDS);
    if (onFields.length > 0 && other.length === 0) {
      form.showFieldErrors(Object.fromEntries(onFields), true);
      setServerErrors([]);
      return;
    }
    // See docs/accounts.md, 'Messages': the server's message as a toast; above the form as well, where it stays
    // for anyone who missed the toast or reads with a screen reader.
    showToast('error', outcome.message);
    setServerErrors([outcome.message]);
  };

  const send = (input: LoginInput, clearOtherSessions: boolean) => {
    if (logIn.isPending) return;
    setServerErrors([]);
    setNotActivated(null);
    setPendingInput(input);
    // A solved captcha is spent once sent: the next try needs a fresh one.
    if (input.captcha) form.setValue('captcha', undefined);
    logIn.mutate(
      { input, clearOtherSessions },
      {
        onSuccess: (answer) => handle(outcomeOfAnswer(answer), input),
        onError: (error) => handle(outcomeOfError(error), input),
      },
    );
  };

  const confirmOtherDevice = () => {
    setConfirmOpen(false);
    if (pendingInput) send(pendingInput, true);
  };

  if (secondFactor) {
    return (
      <SecondFactorStep
        ticket={secondFactor.ticket}
        enrol={secondFactor.enrol}
        onLoggedIn={(token) => {
          setPendingInput(null);
          finishLogin(token);
        }}
        onExpired={(message) => {
          setSecondFactor(null);
          setServerErrors([message]);
        }}
      />
    );
  }

  return (
    <>
      <ServerErrors errors={serverErrors} />
      {notActivated ? <ResendActivation key={notActivated} name={notActivated} /> : null}
      <form
        {...form.formProps((input) => send(input, false))}
        className="auth-form"
        aria-label={messages.loginButton}
      >
        <TextField
          {...form.field('username')}
          label="Username"
          required
          autoComplete="username"
          spellCheck={false}
        />
        <TextField
          {...form.field('password')}
          label="Password"
          required
          type="password"
          autoComplete="current-password"
        />
        {captchaRequired ? <CaptchaField {...form.field('captcha')} /> : null}
        <SubmitButton loading={logIn.isPending} disabled={form.hasErrors}>
          {messages.loginButton}
        </SubmitButton>
        {showForgotPassword ? (
          <p className="auth-form__forgot">
            <Link to="/reset-password">{messages.forgotPasswordLink}</Link>
          </p>
        ) : null}
      </form>
      {offerResendActivation && !notActivated ? <ResendActivation /> : null}
      <OtherDeviceDialog
        open={confirmOpen}
        onConfirm={confirmOtherDevice}
        onClose={() => setConfirmOpen(false)}
      />
    </>
  );
}

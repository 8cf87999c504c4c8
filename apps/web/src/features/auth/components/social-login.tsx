// The social login button, drawn only when the server turns social login on (GET
// /api/payments/config answers social_login: true with the public facebook_app_id; off by
// default). A click loads Facebook's JS SDK (only then), opens its login dialog asking for the
// e-mail address, and sends the access token to POST /api/fb_login, where the server asks
// Facebook whose it is. The answer is handled as the password login's: token stored, toast, on to
// /profile; the other-device Warning (Yes sends again with clear_other_sessions); refusals as a
// toast and above the button.
import { useRef, useState } from 'react';
import { messages } from '@osce/shared/messages';
import { usePaymentsConfig } from '../../../api/get-payments-config';
import { ServerErrors } from '../../../components/form/server-errors';
import { isApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useLogInWithFacebook } from '../api/log-in-with-facebook';
import { useFinishLogin } from '../hooks/use-finish-login';
import { askFacebookLogin, loadFacebookSdk, type FacebookNamespace } from '../utils/facebook-sdk';
import { outcomeOfAnswer, outcomeOfError, type LoginOutcome } from '../utils/login-outcome';
import { OtherDeviceDialog } from './other-device-dialog';
import { SecondFactorStep } from './second-factor-step';

export function SocialLogin() {
  const config = usePaymentsConfig();
  const appId = config.data?.facebook_app_id;
  // Loading, failed, or off: no button, and no space kept for one (it is not the main way in).
  if (config.data?.social_login !== true || !appId) return null;
  return <FacebookLogin appId={appId} />;
}

function FacebookLogin({ appId }: { appId: string }) {
  const logIn = useLogInWithFacebook();
  const finishLogin = useFinishLogin();
  const [errors, setErrors] = useState<string[]>([]);
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Only while the SDK loads: if Facebook's dialog never answers (a blocked pop-up), the button
  // must not stay disabled.
  const [loadingSdk, setLoadingSdk] = useState(false);
  // The token the Warning modal's Yes sends again.
  const pendingToken = useRef<string | null>(null);
  // Facebook asks again for a declined e-mail permission only when told to.
  const emailDeclined = useRef(false);
  const busy = loadingSdk || logIn.isPending;
  // A staff login's second step (docs/admin.md, 'Second factor').
  const [secondFactor, setSecondFactor] = useState<{ ticket: string; enrol: boolean } | null>(null);

  const refuse = (message: string) => {
    showToast('error', message);
    setErrors([message]);
  };

  const handle = (outcome: LoginOutcome) => {
    if (outcome.kind === 'logged-in') {
      pendingToken.current = null;
      finishLogin(outcome.token);
    } else if (outcome.kind === 'confirm-other-device') {
      setConfirmOpen(true);
    } else if (outcome.kind === 'second-factor') {
      setSecondFactor({ ticket: outcome.ticket, enrol: outcome.enrol });
    } else {
      refuse(outcome.message);
    }
  };

  const send = (accessToken: string, clearOtherSessions: boolean) => {
    setErrors([]);
    pendingToken.current = accessToken;
    logIn.mutate(
      { accessToken, clearOtherSessions },
      {
        onSuccess: (answer) => handle(outcomeOfAnswer(answer)),
        onError: (error) => {
          // 403: Facebook did not give the e-mail address (socialLoginNoEmail).
          if (isApiError(error) && error.status === 403) emailDeclined.current = true;
          handle(outcomeOfError(error));
        },
      },
    );
  };

  const start = async () => {
    if (busy) return;
    setErrors([]);
    setLoadingSdk(true);
    let sdk: FacebookNamespace;
    try {
      sdk = await loadFacebookSdk(appId);
    } catch {
      refuse(messages.socialLoginNotLoaded);
      return;
    } finally {
      setLoadingSdk(false);
    }
    const accessToken = await askFacebookLogin(sdk, emailDeclined.current);
    // A closed dialog is the visitor's choice: nothing to say.
    if (accessToken) send(accessToken, false);
  };

  const confirmOtherDevice = () => {
    setConfirmOpen(false);
    if (pendingToken.current) send(pendingToken.current, true);
  };

  if (secondFactor) {
    return (
      <SecondFactorStep
        ticket={secondFactor.ticket}
        enrol={secondFactor.enrol}
        onLoggedIn={finishLogin}
        onExpired={(message) => {
          setSecondFactor(null);
          refuse(message);
        }}
      />
    );
  }

  return (
    <div className="auth-social">
      <ServerErrors errors={errors} />
      <button
        type="button"
        className="button button--default button--large button--block"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy}
      >
        Log in with Facebook
      </button>
      <OtherDeviceDialog
        open={confirmOpen}
        onConfirm={confirmOtherDevice}
        onClose={() => setConfirmOpen(false)}
      />
    </div>
  );
}

// The social login button, drawn only when the server turns social login on
// (GET /api/payments/config answers social_login: true; off by default). The provider's own flow
// (its SDK, then POST /api/fb_login with the e-mail it grants) is not built yet: until it is, the
// button says plainly that social login is not available rather than doing nothing.
import { messages } from '@osce/shared/messages';
import { usePaymentsConfig } from '../../../api/get-payments-config';
import { showToast } from '../../../lib/toast';

export function SocialLogin() {
  const config = usePaymentsConfig();
  // Loading, failed, or off: no button, and no space kept for one (it is not the main way in).
  if (config.data?.social_login !== true) return null;
  return (
    <div className="auth-social">
      <button
        type="button"
        className="button button--default button--large button--block"
        onClick={() => showToast('info', messages.socialLoginUnavailable)}
      >
        Log in with Facebook
      </button>
    </div>
  );
}

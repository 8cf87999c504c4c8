// The sign-up flow (docs/accounts.md, 'Rules') once the form passes its own checks: the details checked by
// the server (signup_validation), then the card charged, the PayPal area shown, the free plan or
// the trial activated. Success goes to the login view with a toast; any refusal shows above the
// form with the field texts under their fields, and every typed value stays.
import { useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { SIGNUP_TOAST_MS } from '@osce/shared/constants';
import { messages, withBrand } from '@osce/shared/messages';
import type { SchemaForm } from '../../../components/form/use-schema-form';
import { isApiError, isSilentError } from '../../../lib/api-client';
import { getBrand } from '../../../lib/brand';
import { showToast } from '../../../lib/toast';
import {
  cardSignup,
  freeSignup,
  paypalSignup,
  trialSignup,
  validateSignup,
} from '../api/signup-calls';
import { approveSandboxPaypalOrder, createPaypalOrder } from '../../../api/paypal-orders';
import type { CardEntryHandle } from '../../../components/checkout/card-entry';
import type { PaypalHandlers } from '../../../components/checkout/paypal-buttons';
import { signupFailureTexts } from '../utils/signup-failure';
import type { SignupPath } from '../utils/signup-options';
import {
  cardPayload,
  detailsPayload,
  freePayload,
  paypalOrderPayload,
  paypalPayload,
  trialPayload,
} from '../utils/signup-payloads';
import type { SignupFormInput, SignupFormValues } from '../utils/signup-values';

const TRIAL_TOAST_SECONDS = 8;

interface SignupSubmitOptions {
  form: SchemaForm<SignupFormValues, SignupFormInput>;
  cardRef: RefObject<CardEntryHandle | null>;
  /** Called on success, before leaving: the voucher is cleared (docs/accounts.md, 'Rules'). */
  onSignedUp: () => void;
  /** The promotion page's slug, named in its sign-up calls. */
  promotion?: string;
}

export type SignupPhase = { kind: 'form' } | { kind: 'paypal'; input: SignupFormInput };

export function useSignupSubmit({ form, cardRef, onSignedUp, promotion }: SignupSubmitOptions) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [phase, setPhase] = useState<SignupPhase>({ kind: 'form' });
  const brand = getBrand();

  const succeed = (path: SignupPath) => {
    onSignedUp();
    if (path === 'trial') showToast('success', messages.trialSuccess, TRIAL_TOAST_SECONDS);
    else showToast('success', withBrand(messages.signupSuccess, brand), SIGNUP_TOAST_MS / 1000);
    navigate('/login', { state: { signedUp: true } });
  };

  const fail = (
    path: SignupPath | 'validation',
    error: unknown,
    { sentCaptcha, paypalReference }: { sentCaptcha: boolean; paypalReference?: string },
  ) => {
    if (isSilentError(error)) return;
    const texts = isApiError(error)
      ? signupFailureTexts(path, error, { brand, paypalReference })
      : { fields: {}, errors: [error instanceof Error ? error.message : messages.serverError] };
    // A captcha payload is good for one call: after a refusal the visitor solves it again.
    if (sentCaptcha) form.setValue('captcha', undefined);
    const shown = new Set<string>(form.shownFields);
    const onFields = Object.fromEntries(
      Object.entries(texts.fields).filter(([name]) => shown.has(name)),
    );
    form.showFieldErrors(onFields, false);
    setServerErrors(texts.errors);
  };

  /** The details are valid in the page: check them on the server, then take the chosen path. */
  const submit = async (input: SignupFormInput, path: SignupPath) => {
    if (pending) return;
    if (path === 'card' && !cardRef.current?.check()) {
      cardRef.current?.focus();
      return;
    }
    setPending(true);
    setServerErrors([]);
    try {
      // The trial call checks the same details itself (it asks for no plan, which the validation
      // call does), and nothing is charged before it, so it goes straight there.
      if (path !== 'trial') {
        try {
          await validateSignup(detailsPayload(input), promotion);
        } catch (error) {
          fail('validation', error, { sentCaptcha: false });
          return;
        }
      }
      if (path === 'paypal') {
        setPhase({ kind: 'paypal', input });
        return;
      }
      try {
        if (path === 'card') {
          const token = await cardRef.current?.getToken();
          if (!token) {
            cardRef.current?.focus();
            return;
          }
          await cardSignup(cardPayload(input, token), promotion);
        } else if (path === 'free') {
          await freeSignup(freePayload(input), promotion);
        } else {
          await trialSignup(trialPayload(input));
        }
      } catch (error) {
        fail(path, error, { sentCaptcha: true });
        return;
      }
      succeed(path);
    } finally {
      setPending(false);
    }
  };

  /** Shows what is wrong with the card beside the form's own errors when Send is pressed. */
  const checkCard = () => cardRef.current?.check();

  const backToForm = () => {
    setServerErrors([]);
    setPhase({ kind: 'form' });
    // The link that was pressed goes away with the PayPal area: the focus goes back to the button
    // that led there, once the form shows again.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('.signup-form .submit-button')?.focus(),
    );
  };

  /** The approved order becomes the account; a refusal goes back to the form to fix or retry. */
  const completePaypal = async (input: SignupFormInput, orderId: string) => {
    try {
      await paypalSignup(paypalPayload(input, orderId), promotion);
    } catch (error) {
      setPhase({ kind: 'form' });
      fail('paypal', error, { sentCaptcha: true, paypalReference: orderId });
      return;
    }
    succeed('paypal');
  };

  const paypalHandlers = (input: SignupFormInput): PaypalHandlers => ({
    paySandbox: async () => {
      if (pending) return;
      setPending(true);
      setServerErrors([]);
      try {
        let orderId: string;
        try {
          orderId = (await createPaypalOrder(paypalOrderPayload(input))).id;
          await approveSandboxPaypalOrder(orderId);
        } catch (error) {
          fail('validation', error, { sentCaptcha: false });
          return;
        }
        await completePaypal(input, orderId);
      } finally {
        setPending(false);
      }
    },
    createOrder: async () => {
      setServerErrors([]);
      return (await createPaypalOrder(paypalOrderPayload(input))).id;
    },
    approve: async (orderId) => {
      setPending(true);
      try {
        await completePaypal(input, orderId);
      } finally {
        setPending(false);
      }
    },
    // PayPal's own failures (a closed window, its script) say nothing a visitor can act on.
    fail: (error) =>
      isApiError(error)
        ? fail('validation', error, { sentCaptcha: false })
        : setServerErrors([messages.paymentUnavailable]),
  });

  return { submit, checkCard, pending, serverErrors, phase, backToForm, paypalHandlers };
}

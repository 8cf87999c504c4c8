// The PayPal payment area that replaces the form once the details pass the server's checks (spec
// sections 2 and 4), with a way back to change them. In sandbox mode one button stands in for the
// trip to PayPal; otherwise PayPal's own buttons are drawn from its SDK.
import { useEffect, useRef, useState } from 'react';
import type { PaymentsConfig } from '@osce/shared/api';
import { loadPaypalSdk, type PaypalButtons } from '../utils/paypal-sdk';

export interface PaypalHandlers {
  /** Sandbox: order, approve and sign up in one go. */
  paySandbox: () => Promise<void>;
  /** PayPal buttons: the order id for createOrder. */
  createOrder: () => Promise<string>;
  /** PayPal buttons: the approved order becomes the sign-up's paypal_reference. */
  approve: (orderId: string) => Promise<void>;
  /** PayPal buttons: what went wrong at PayPal or in createOrder. */
  fail: (error: unknown) => void;
}

interface PaypalAreaProps {
  config: NonNullable<PaymentsConfig['paypal']>;
  currency: string;
  pending: boolean;
  handlers: PaypalHandlers;
  onBack: () => void;
}

const SDK_FAILED = 'PayPal could not be loaded. Please check your connection, or pay by card.';

function PaypalButtonsSlot({
  clientId,
  currency,
  handlers,
}: {
  clientId: string;
  currency: string;
  handlers: PaypalHandlers;
}) {
  const slotRef = useRef<HTMLDivElement>(null);
  const handlersRef = useRef(handlers);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    let buttons: PaypalButtons | null = null;
    let cancelled = false;
    loadPaypalSdk(clientId, currency)
      .then((paypal) => {
        if (cancelled || !slotRef.current) return;
        buttons = paypal.Buttons({
          createOrder: () => handlersRef.current.createOrder(),
          onApprove: ({ orderID }) => handlersRef.current.approve(orderID),
          onError: (error) => handlersRef.current.fail(error),
          style: { layout: 'vertical', label: 'pay' },
        });
        return buttons.render(slotRef.current);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      void buttons?.close().catch(() => {});
    };
  }, [clientId, currency]);

  if (failed) {
    return (
      <p className="field__error" role="alert">
        {SDK_FAILED}
      </p>
    );
  }
  return <div ref={slotRef} className="paypal-area__buttons" />;
}

export function PaypalArea({ config, currency, pending, handlers, onBack }: PaypalAreaProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="paypal-area form-card" aria-labelledby="paypal-area-title">
      <h2 id="paypal-area-title" ref={headingRef} tabIndex={-1}>
        Pay with PayPal
      </h2>
      <p>Your details are ready. Complete the payment with PayPal to create your account.</p>
      {config.provider === 'sandbox' ? (
        <button
          type="button"
          className="button button--primary button--large paypal-area__sandbox"
          onClick={() => {
            if (!pending) void handlers.paySandbox();
          }}
          aria-busy={pending || undefined}
          aria-disabled={pending || undefined}
        >
          {pending ? <span className="submit-button__spinner" aria-hidden="true" /> : null}
          Pay with PayPal (sandbox)
        </button>
      ) : (
        <PaypalButtonsSlot clientId={config.clientId} currency={currency} handlers={handlers} />
      )}
      <p className="paypal-area__back">
        <button type="button" className="link-button" onClick={onBack}>
          Go back and change your details
        </button>
      </p>
    </section>
  );
}

// The PayPal button of the configured provider (docs/billing.md, 'API': "PayPal uses a PayPal button"): in
// sandbox mode one button stands in for the trip to PayPal; otherwise PayPal's own buttons are drawn
// from its SDK. Shared by the sign-up's PayPal area and the member's subscription purchase, which
// pass their own handlers.
import { useEffect, useRef, useState } from 'react';
import type { PaymentsConfig } from '@osce/shared/api';
import { loadPaypalSdk, type PaypalButtons as SdkButtons } from './paypal-sdk';

export interface PaypalHandlers {
  /** Sandbox: order, approve and pay in one go. */
  paySandbox: () => Promise<void>;
  /** PayPal buttons: the order id for createOrder. */
  createOrder: () => Promise<string>;
  /** PayPal buttons: the approved order becomes the payment's reference. */
  approve: (orderId: string) => Promise<void>;
  /** PayPal buttons: what went wrong at PayPal or in createOrder. */
  fail: (error: unknown) => void;
}

const SDK_FAILED = 'PayPal could not be loaded. Please check your connection, or pay by card.';

function PaypalSdkSlot({
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
    let buttons: SdkButtons | null = null;
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

interface PaypalButtonsProps {
  config: NonNullable<PaymentsConfig['paypal']>;
  currency: string;
  pending: boolean;
  handlers: PaypalHandlers;
}

export function PaypalButtons({ config, currency, pending, handlers }: PaypalButtonsProps) {
  if (config.provider !== 'sandbox') {
    return <PaypalSdkSlot clientId={config.clientId} currency={currency} handlers={handlers} />;
  }
  return (
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
  );
}

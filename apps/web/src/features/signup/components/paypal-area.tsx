// The PayPal payment area that replaces the form once the details pass the server's checks (see
// docs/billing.md, 'Rules'), with a way back to change them. The button itself is paypal-buttons.tsx.
import { useEffect, useRef } from 'react';
import type { PaymentsConfig } from '@osce/shared/api';
import { PaypalButtons, type PaypalHandlers } from '../../../components/checkout/paypal-buttons';

interface PaypalAreaProps {
  config: NonNullable<PaymentsConfig['paypal']>;
  currency: string;
  pending: boolean;
  handlers: PaypalHandlers;
  onBack: () => void;
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
      <PaypalButtons config={config} currency={currency} pending={pending} handlers={handlers} />
      <p className="paypal-area__back">
        <button type="button" className="link-button" onClick={onBack}>
          Go back and change your details
        </button>
      </p>
    </section>
  );
}

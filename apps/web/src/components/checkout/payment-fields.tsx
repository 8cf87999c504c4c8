// How the visitor pays (docs/billing.md, 'Screens'): the method (Card, and PayPal when the server has it), then
// the card entry of the configured provider, or what the page shows for PayPal (the sign-up: a word
// on what happens next; the subscriptions page: the PayPal button itself). Not shown on the trial or
// when the price is 0.00.
import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import type { PaymentsConfig } from '@osce/shared/api';
import type { PaymentMethod } from '@osce/shared/constants';
import { RadioGroupField } from '../form/radio-group-field';
import type { BoundField } from '../form/use-schema-form';
import { PAYMENT_METHOD_LABELS } from './payment-methods';
import type { CardEntryHandle } from './card-entry';
import { SandboxCardFields } from './sandbox-card-fields';

const StripeCardField = lazy(() => import('./stripe-card-field'));

interface PaymentFieldsProps {
  idPrefix: string;
  method: BoundField<PaymentMethod | undefined>;
  methods: readonly PaymentMethod[];
  card: PaymentsConfig['card'];
  cardRef: Ref<CardEntryHandle>;
  onCardErrorsChange: (hasErrors: boolean) => void;
  /** Shown under the methods while PayPal is chosen; the sign-up's note when not given. */
  paypal?: ReactNode;
}

const SIGNUP_PAYPAL_NOTE = (
  <p className="signup-form__note">
    Once your details are checked, you will complete the payment with PayPal.
  </p>
);

export function PaymentFields({
  idPrefix,
  method,
  methods,
  card,
  cardRef,
  onCardErrorsChange,
  paypal = SIGNUP_PAYPAL_NOTE,
}: PaymentFieldsProps) {
  if (methods.length === 0) return null;
  return (
    <>
      <RadioGroupField
        {...method}
        label="Payment method"
        required
        options={methods.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
      />
      {method.value === 'credit_card' && card?.provider === 'sandbox' ? (
        <SandboxCardFields idPrefix={idPrefix} ref={cardRef} onErrorsChange={onCardErrorsChange} />
      ) : null}
      {method.value === 'credit_card' && card?.provider === 'stripe' ? (
        <Suspense fallback={<div className="stripe-card stripe-card--loading" />}>
          <StripeCardField
            publishableKey={card.publishableKey}
            ref={cardRef}
            onErrorsChange={onCardErrorsChange}
          />
        </Suspense>
      ) : null}
      {method.value === 'paypal' ? paypal : null}
    </>
  );
}

// Card entry with Stripe Elements (payments config card.provider 'stripe'). Stripe.js loads only
// here, in this lazily loaded chunk, through the 'pure' entry (which adds no script until asked):
// the card details go from Stripe's own frame to Stripe, and our server only sees the `pm_...`
// PaymentMethod id that createPaymentMethod returns.
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { messages } from '@osce/shared/messages';
import { FieldError, fieldErrorId } from '../form/field-error';
import { RequiredMark } from '../form/field-label';
import type { CardEntryHandle } from './card-entry';

interface StripeCardFieldProps {
  publishableKey: string;
  ref: Ref<CardEntryHandle>;
  onErrorsChange: (hasErrors: boolean) => void;
}

const LOAD_FAILED =
  'The card form could not be loaded. Please check your connection and reload the page.';

export default function StripeCardField({
  publishableKey,
  ref,
  onErrorsChange,
}: StripeCardFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [complete, setComplete] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const onErrorsChangeRef = useRef(onErrorsChange);
  useEffect(() => {
    onErrorsChangeRef.current = onErrorsChange;
  });
  // A card entry that goes away (PayPal chosen, or the price is now 0.00) takes its errors along.
  useEffect(() => () => onErrorsChangeRef.current(false), []);

  const show = (text: string | undefined) => {
    setError(text);
    onErrorsChangeRef.current(Boolean(text));
  };

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (cancelled || !stripe || !mountRef.current) {
          if (!stripe && !cancelled) show(LOAD_FAILED);
          return;
        }
        card = stripe.elements().create('card', {
          hidePostalCode: true,
          style: { base: { fontSize: '16px', color: 'rgba(0, 0, 0, 0.88)' } },
        });
        card.on('change', (event) => {
          setComplete(event.complete);
          show(event.error?.message);
        });
        card.mount(mountRef.current);
        stripeRef.current = { stripe, card };
      })
      .catch(() => {
        if (!cancelled) show(LOAD_FAILED);
      });
    return () => {
      cancelled = true;
      card?.destroy();
      stripeRef.current = null;
    };
  }, [publishableKey]);

  useImperativeHandle(ref, () => ({
    check: () => {
      if (!stripeRef.current) {
        show(error ?? LOAD_FAILED);
        return false;
      }
      if (!complete) {
        show(error ?? messages.cardRequired);
        return false;
      }
      return !error;
    },
    getToken: async () => {
      const loaded = stripeRef.current;
      if (!loaded) return null;
      const result = await loaded.stripe.createPaymentMethod({ type: 'card', card: loaded.card });
      if (result.error) {
        show(result.error.message ?? messages.cardRequired);
        return null;
      }
      return result.paymentMethod.id;
    },
    focus: () => stripeRef.current?.card.focus(),
  }));

  return (
    <div className="field card-entry">
      <div className="field__label" id={labelId}>
        <RequiredMark required />
        Card details
      </div>
      <div
        ref={mountRef}
        className={error ? 'stripe-card stripe-card--invalid' : 'stripe-card'}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? fieldErrorId(id) : undefined}
      />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

// The purchase section's form (docs/billing.md): the type, a voucher with Apply, the price,
// the terms, then how to pay: the card entry and its pay button, the PayPal button, or Activate
// Subscription when a voucher brings the price to 0.00. Built from the sign-up's payment pieces, so
// both pages take money the same way.
import { useRef, useState, type FormEvent } from 'react';
import type { PaymentsConfig, SubscriptionType } from '@osce/shared/api';
import type { CountryCode } from '@osce/shared/countries';
import { messages } from '@osce/shared/messages';
import { priceAfterVoucher } from '@osce/shared/price';
import { SubmitButton } from '../../../components/form/submit-button';
import type { CardEntryHandle } from '../../../components/checkout/card-entry';
import { PaymentFields } from '../../../components/checkout/payment-fields';
import { PaypalButtons } from '../../../components/checkout/paypal-buttons';
import { PlanChoice } from '../../../components/checkout/plan-choice';
import { PriceSummary } from '../../../components/checkout/price-summary';
import { TermsField } from '../../../components/checkout/terms-field';
import { VoucherBox } from '../../../components/checkout/voucher-box';
import { useVoucher } from '../../../components/checkout/use-voucher';
import { offeredPaymentMethods } from '../../../components/checkout/payment-methods';
import { usePurchase } from '../hooks/use-purchase';
import { PURCHASE_ID, usePurchaseForm } from '../hooks/use-purchase-form';
import { purchaseAction, showsPaypalZeroNote } from '../utils/purchase-rules';

interface PurchaseFormProps {
  plans: readonly SubscriptionType[];
  payments: PaymentsConfig;
  terms: { id: number; terms: string };
  country: CountryCode;
  /** After a purchase: the page clears the selection (a fresh form). */
  onPurchased: () => void;
}

export function PurchaseForm({ plans, payments, terms, country, onPurchased }: PurchaseFormProps) {
  const values = usePurchaseForm();
  const plan = plans.find((p) => String(p.id) === values.values.subscription_type);
  const voucher = useVoucher(plan);
  const price = plan ? priceAfterVoucher(plan, voucher.applied) : null;
  const methods = offeredPaymentMethods(payments, price);
  const form = values.withRules(methods.length > 0);
  const [cardHasErrors, setCardHasErrors] = useState(false);
  const cardRef = useRef<CardEntryHandle>(null);
  const voucherInputId = `${PURCHASE_ID}-voucher`;

  // A typed code must be applied before paying: said at once, since it also disables the button.
  const voucherText = voucher.problem(true, messages.voucherNotAppliedPurchase);
  const method = form.values.payment_method;
  const action = purchaseAction(price, methods.length > 0 ? method : undefined);

  const flow = usePurchase({
    form,
    plan,
    voucher: voucher.applied,
    voucherProblem: voucherText,
    voucherInputId,
    country,
    cardRef,
    onPurchased: () => {
      voucher.clear();
      onPurchased();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action === 'paypal') return; // PayPal's button pays, not Enter in a field
    void flow.submit(action === 'free');
  };

  const blocked =
    form.hasShownErrors ||
    voucherText !== null ||
    voucher.reapplying ||
    (action === 'card' && cardHasErrors);
  const paypal = payments.paypal ? (
    <div className="purchase-form__paypal">
      <PaypalButtons
        config={payments.paypal}
        currency={plan?.currency ?? 'USD'}
        pending={flow.pending}
        handlers={flow.paypalHandlers}
      />
    </div>
  ) : null;

  return (
    <form className="purchase-form" onSubmit={onSubmit} noValidate aria-labelledby="purchase-title">
      <PlanChoice
        {...form.field('subscription_type')}
        onChange={(value) => {
          form.field('subscription_type').onChange(value);
          voucher.planChanged(plans.find((p) => String(p.id) === value));
        }}
        plans={plans}
      />
      <VoucherBox
        id={voucherInputId}
        code={voucher.code}
        onCodeChange={voucher.changeCode}
        onApply={voucher.apply}
        applying={voucher.applying}
        applied={voucher.applied !== null}
        reapplying={voucher.reapplying}
        error={voucherText}
      />
      <PriceSummary plan={plan} price={price} />
      <TermsField {...form.field('terms_and_conditions')} terms={terms.terms} />
      <PaymentFields
        idPrefix={PURCHASE_ID}
        method={form.field('payment_method')}
        methods={methods}
        card={payments.card}
        cardRef={cardRef}
        onCardErrorsChange={setCardHasErrors}
        paypal={paypal}
      />
      {showsPaypalZeroNote(price, method) ? (
        <p className="purchase-form__note" role="status">
          {messages.paypalZeroCost}
        </p>
      ) : null}
      {action === 'paypal' ? null : (
        <SubmitButton loading={flow.pending} disabled={blocked}>
          {action === 'free' ? messages.subscriptionActivateButton : messages.subscriptionPayButton}
        </SubmitButton>
      )}
    </form>
  );
}

// The sign-up form shared by /signup, /free-trial and /promotion/{promotion} (docs/accounts.md,
// 'Rules'). Left column: who the visitor is; right column: plan, voucher, terms, payment, captcha.
// The shared schema checks every field as the contact form does (on leaving a field, then on each
// change, all of them on submit); the voucher and the card have their own checks beside it. Plain
// markup and the app's own CSS: a public page, which must stay fast on a phone.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { Country, MedicalSchool, PaymentsConfig, SubscriptionType } from '@osce/shared/api';
import { isFreeTrialPlan } from '@osce/shared/constants';
import type { CountryCode } from '@osce/shared/countries';
import { buildPlaceRules } from '@osce/shared/places';
import { priceAfterVoucher } from '@osce/shared/price';
import { CaptchaField } from '../../../components/form/captcha-field';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ServerErrors } from '../../../components/form/server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSignupSubmit } from '../hooks/use-signup-submit';
import { useVoucher } from '../../../components/checkout/use-voucher';
import {
  paymentMethods,
  signupPath,
  submitButtonText,
  type SignupVariant,
} from '../utils/signup-options';
import { initialSignupValues, shownSignupFields, toSignupInput } from '../utils/signup-values';
import type { CardEntryHandle } from '../../../components/checkout/card-entry';
import { PaymentFields } from '../../../components/checkout/payment-fields';
import { PaypalArea } from './paypal-area';
import { AccountFields, PersonalFields } from './personal-fields';
import { PlaceFields } from './place-fields';
import { PlanChoice, TrialPlanCard } from '../../../components/checkout/plan-choice';
import { PriceSummary } from '../../../components/checkout/price-summary';
import { TermsField } from '../../../components/checkout/terms-field';
import { VoucherBox } from '../../../components/checkout/voucher-box';
import '../../../styles/forms.css';
import '../../../styles/signup.css';

export interface SignupFormProps {
  variant: SignupVariant;
  plans: readonly SubscriptionType[];
  countries: readonly Country[];
  schools: readonly MedicalSchool[];
  terms: { id: number; terms: string };
  /** Absent on the trial, which takes no payment. */
  payments: PaymentsConfig | undefined;
  country: CountryCode;
  preselectedPlanId: number | null;
  /** The promotion's slug on its page. */
  promotion?: string;
}

const ID = 'signup';

export function SignupForm({
  variant,
  plans,
  countries,
  schools,
  terms,
  payments,
  country,
  preselectedPlanId,
  promotion,
}: SignupFormProps) {
  const trial = variant === 'trial';
  const currentYear = useMemo(() => new Date().getFullYear(), []);
  const rules = useMemo(
    () => buildPlaceRules(countries, schools, currentYear),
    [countries, schools, currentYear],
  );
  const [initialValues] = useState(() => initialSignupValues(preselectedPlanId));
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [cardHasErrors, setCardHasErrors] = useState(false);
  const cardRef = useRef<CardEntryHandle>(null);
  const voucherInputId = `${ID}-voucher`;

  // Values the form's own state does not hold, read by the shared schema and the price.
  const [planValue, setPlanValue] = useState(initialValues.subscription_type_id);
  const plan = plans.find((p) => String(p.id) === planValue);
  const voucher = useVoucher(plan);
  const price = plan ? priceAfterVoucher(plan, voucher.applied) : null;
  const methods = paymentMethods(payments, variant, price);

  const context = {
    countries,
    trial,
    termsId: terms.id,
    voucherId: voucher.applied?.id ?? null,
    country,
  };
  const form = useSchemaForm({
    idPrefix: ID,
    initialValues,
    // Trial and free forms ask for no payment method: the field is not shown, so its rule is
    // not counted (shownFields), and one schema serves every price.
    loadSchema: () =>
      import('@osce/shared/schemas/account').then(({ signupFormSchema }) =>
        signupFormSchema(rules, { trial, free: false }),
      ),
    toInput: (values) => toSignupInput(values, context),
    shownFields: (values) =>
      shownSignupFields(values, { countries, trial, askPaymentMethod: methods.length > 0 }),
  });

  const submitFlow = useSignupSubmit({
    form,
    cardRef,
    onSignedUp: voucher.clear,
    promotion,
  });

  const planField = form.field('subscription_type_id');
  const onPlanChange = (value: string) => {
    planField.onChange(value);
    setPlanValue(value);
    voucher.planChanged(plans.find((p) => String(p.id) === value));
  };

  const voucherText = voucher.problem(submitAttempted);

  const path = signupPath(variant, price, form.values.payment_method);
  const showCard = methods.length > 0 && form.values.payment_method === 'credit_card';

  const formProps = form.formProps((input) => {
    if (!trial && (voucher.problem(true) !== null || voucher.applying)) {
      document.getElementById(voucherInputId)?.focus();
      return;
    }
    void submitFlow.submit(input, path);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitAttempted(true);
    if (path === 'card') submitFlow.checkCard();
    formProps.onSubmit(event);
  };

  const blocked =
    form.hasErrors ||
    (!trial && (voucherText !== null || voucher.reapplying)) ||
    (showCard && cardHasErrors);
  const trialPlan = plans.find(isFreeTrialPlan) ?? plans[0];
  const phase = submitFlow.phase;

  return (
    <>
      <ServerErrors errors={submitFlow.serverErrors} takeFocus />
      {phase.kind === 'paypal' && payments?.paypal ? (
        <PaypalArea
          config={payments.paypal}
          currency={plan?.currency ?? 'USD'}
          pending={submitFlow.pending}
          handlers={submitFlow.paypalHandlers(phase.input)}
          onBack={submitFlow.backToForm}
        />
      ) : null}
      {/* Hidden, not removed, while PayPal is open: going back finds everything as typed. */}
      <form
        {...formProps}
        onSubmit={onSubmit}
        className="signup-form"
        aria-label={trial ? 'Free trial sign-up' : 'Sign up'}
        hidden={phase.kind === 'paypal'}
      >
        <div className="signup-form__columns">
          <section className="signup-form__column form-card" aria-labelledby={`${ID}-you`}>
            <h2 id={`${ID}-you`} className="signup-form__heading">
              Your details
            </h2>
            <PersonalFields form={form} />
            <PlaceFields
              form={form}
              countries={countries}
              schools={schools}
              currentYear={currentYear}
            />
            <AccountFields form={form} />
          </section>
          <section className="signup-form__column form-card" aria-labelledby={`${ID}-plan`}>
            <h2 id={`${ID}-plan`} className="signup-form__heading">
              {trial ? 'Your free trial' : 'Your subscription'}
            </h2>
            {trial ? (
              <TrialPlanCard plan={trialPlan} />
            ) : (
              <>
                <PlanChoice {...planField} onChange={onPlanChange} plans={plans} />
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
              </>
            )}
            <TermsField {...form.field('terms_and_conditions')} terms={terms.terms} />
            <CheckboxField
              {...form.field('email_opt_in')}
              label="Send me news and offers by e-mail"
            />
            <PaymentFields
              idPrefix={ID}
              method={form.field('payment_method')}
              methods={methods}
              card={payments?.card ?? null}
              cardRef={cardRef}
              onCardErrorsChange={setCardHasErrors}
            />
            <CaptchaField {...form.field('captcha')} />
            <SubmitButton loading={submitFlow.pending} disabled={blocked}>
              {submitButtonText(variant, price)}
            </SubmitButton>
          </section>
        </div>
      </form>
    </>
  );
}

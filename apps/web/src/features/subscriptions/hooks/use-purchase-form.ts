// The purchase form's values and the texts under its fields (utils/purchase-rules.ts): a field is
// checked once the member has left it, and every field when they press a pay button. The bound
// fields have the shape the sign-up's plan choice, terms and payment fields take. Whether a payment
// method is asked for depends on the price, which depends on the chosen plan: so the values come
// first, and `withRules` binds the fields once the page knows.
import { useState } from 'react';
import type { BoundField } from '../../../components/form/use-schema-form';
import {
  NO_PURCHASE,
  purchaseErrors,
  type PurchaseField,
  type PurchaseValues,
} from '../utils/purchase-rules';

export const PURCHASE_ID = 'purchase';

const FIELD_ORDER: readonly PurchaseField[] = [
  'subscription_type',
  'terms_and_conditions',
  'payment_method',
];

export function purchaseFieldId(name: PurchaseField): string {
  return `${PURCHASE_ID}-${name}`;
}

export function usePurchaseForm() {
  const [values, setValues] = useState<PurchaseValues>(NO_PURCHASE);
  const [touched, setTouched] = useState<ReadonlySet<PurchaseField>>(() => new Set());
  const touch = (name: PurchaseField) =>
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));

  const withRules = (askPaymentMethod: boolean) => {
    const errors = purchaseErrors(values, askPaymentMethod);

    const field = <K extends PurchaseField>(name: K): BoundField<PurchaseValues[K]> => ({
      id: purchaseFieldId(name),
      name,
      value: values[name],
      error: touched.has(name) ? errors[name] : undefined,
      onChange: (value) => {
        setValues((current) => ({ ...current, [name]: value }));
        // A choice is a decision: its text may show (or go) at once.
        if (name !== 'terms_and_conditions') touch(name);
      },
      onBlur: () => touch(name),
    });

    /**
     * Shows every field's text and moves the focus to the first field in error; true when none
     * is. A group (the plans, the methods) takes the focus on its first control.
     */
    const checkAll = (): boolean => {
      setTouched(new Set(FIELD_ORDER));
      const first = FIELD_ORDER.find((name) => errors[name]);
      if (!first) return true;
      const element = document.getElementById(purchaseFieldId(first));
      const control = element?.matches('input') ? element : element?.querySelector('input');
      control?.focus();
      return false;
    };

    return {
      values,
      field,
      checkAll,
      /** Whether a shown field shows a text (the pay button is disabled meanwhile). */
      hasShownErrors: FIELD_ORDER.some((name) => touched.has(name) && errors[name] !== undefined),
    };
  };

  return { values, withRules };
}

export type PurchaseForm = ReturnType<ReturnType<typeof usePurchaseForm>['withRules']>;

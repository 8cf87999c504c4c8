// The plans as a radio group of cards (docs/billing.md, 'Screens', right column). The trial shows its one
// Free Trial card, with nothing to choose.
import type { FocusEvent } from 'react';
import type { SubscriptionType } from '@osce/shared/api';
import { FieldError, fieldErrorId } from '../form/field-error';
import { RequiredMark } from '../form/field-label';
import type { BoundField } from '../form/use-schema-form';
import { PlanPrice } from '../plan-price';

interface PlanChoiceProps extends BoundField<string> {
  plans: readonly SubscriptionType[];
}

export function PlanChoice({ id, name, value, error, onChange, onBlur, plans }: PlanChoiceProps) {
  const leaveGroup = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur();
  };
  return (
    <fieldset
      id={id}
      className="field field--group plan-choice"
      aria-describedby={error ? fieldErrorId(id) : undefined}
      onBlur={leaveGroup}
    >
      <legend className="field__label">
        <RequiredMark required />
        Subscription
      </legend>
      <div className="plan-choice__options">
        {plans.map((plan) => {
          const optionId = `${id}-${plan.id}`;
          return (
            <label key={plan.id} className="plan-option" htmlFor={optionId}>
              <input
                id={optionId}
                name={name}
                type="radio"
                className="plan-option__control"
                value={String(plan.id)}
                checked={value === String(plan.id)}
                onChange={() => onChange(String(plan.id))}
                aria-invalid={error ? true : undefined}
              />
              <span className="plan-option__name">{plan.name}</span>
              <PlanPrice plan={plan} variant="choice" />
            </label>
          );
        })}
      </div>
      <FieldError fieldId={id} error={error} />
    </fieldset>
  );
}

/** The trial's plan: shown, not chosen. */
export function TrialPlanCard({ plan }: { plan: SubscriptionType | undefined }) {
  if (!plan) return null;
  return (
    <section className="plan-option plan-option--static" aria-label="Your plan">
      <span className="plan-option__name">{plan.name}</span>
      <span className="plan-option__price">
        <span className="plan-option__amount">Free</span>{' '}
        <span className="plan-price__meta plan-option__meta">/ {plan.display_length}</span>
      </span>
    </section>
  );
}

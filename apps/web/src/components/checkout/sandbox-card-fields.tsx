// The sandbox card form (payments config card.provider 'sandbox'): plain fields and a visible note
// with the two test cards. The number is turned into a sandbox token here and never sent.
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { messages } from '@osce/shared/messages';
import { sandboxCardToken } from '@osce/shared/sandbox-cards';
import { FieldError, invalidProps } from '../form/field-error';
import { FieldLabel } from '../form/field-label';
import {
  EMPTY_CARD,
  cardFieldError,
  formatCardNumber,
  formatExpiry,
  sandboxCardErrors,
  type CardErrors,
  type CardField,
  type CardInput,
} from './sandbox-card';
import type { CardEntryHandle } from './card-entry';

interface SandboxCardFieldsProps {
  idPrefix: string;
  ref: Ref<CardEntryHandle>;
  onErrorsChange: (hasErrors: boolean) => void;
}

const FIELDS: { field: CardField; label: string; autoComplete: string; placeholder?: string }[] = [
  { field: 'number', label: 'Card number', autoComplete: 'off' },
  { field: 'expiry', label: 'Expiry date', autoComplete: 'off', placeholder: 'MM/YY' },
  { field: 'cvc', label: 'CVC', autoComplete: 'off' },
];

const FORMAT: Record<CardField, (typed: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: (typed) => typed.replace(/\D/g, '').slice(0, 4),
};

export function SandboxCardFields({ idPrefix, ref, onErrorsChange }: SandboxCardFieldsProps) {
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<CardField>>(() => new Set());
  const numberRef = useRef<HTMLInputElement>(null);
  const fieldId = (field: CardField) => `${idPrefix}-card-${field}`;
  // A card entry that goes away (PayPal chosen, or the price is now 0.00) takes its errors along.
  const onErrorsChangeRef = useRef(onErrorsChange);
  useEffect(() => {
    onErrorsChangeRef.current = onErrorsChange;
  });
  useEffect(() => () => onErrorsChangeRef.current(false), []);

  const showErrors = (next: CardErrors) => {
    setErrors(next);
    onErrorsChange(Object.keys(next).length > 0);
  };
  const recheck = (next: CardInput, field: CardField) => {
    const text = cardFieldError(next, field, new Date());
    const updated = { ...errors };
    if (text) updated[field] = text;
    else delete updated[field];
    showErrors(updated);
  };

  useImperativeHandle(ref, () => ({
    check: () => {
      const found = sandboxCardErrors(card, new Date());
      setTouched(new Set(['number', 'expiry', 'cvc']));
      showErrors(found);
      return Object.keys(found).length === 0;
    },
    getToken: () => {
      const token = sandboxCardToken(card.number);
      if (!token) showErrors({ ...errors, number: messages.sandboxCardUnknown });
      return Promise.resolve(token);
    },
    focus: () => numberRef.current?.focus(),
  }));

  return (
    <fieldset className="field field--group card-entry">
      <legend className="field__label">Card details</legend>
      <p className="card-entry__note">{messages.sandboxCardNote}</p>
      <div className="card-entry__fields">
        {FIELDS.map(({ field, label, autoComplete, placeholder }) => {
          const id = fieldId(field);
          const error = errors[field];
          return (
            <div key={field} className={`field card-entry__${field}`}>
              <FieldLabel htmlFor={id} label={label} required />
              <input
                ref={field === 'number' ? numberRef : undefined}
                id={id}
                name={`card_${field}`}
                type="text"
                inputMode="numeric"
                className="field__input"
                value={card[field]}
                placeholder={placeholder}
                autoComplete={autoComplete}
                onChange={(event) => {
                  const next = { ...card, [field]: FORMAT[field](event.target.value) };
                  setCard(next);
                  if (touched.has(field)) recheck(next, field);
                }}
                onBlur={() => {
                  setTouched((current) => new Set(current).add(field));
                  recheck(card, field);
                }}
                aria-required
                {...invalidProps(id, error)}
              />
              <FieldError fieldId={id} error={error} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

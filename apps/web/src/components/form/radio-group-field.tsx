// A choice among a few options, all shown at once: a fieldset whose legend is the question, its
// error below the options. The group is checked when focus leaves it, not between its options.
import type { FocusEvent } from 'react';
import type { BoundField } from './use-schema-form';
import { FieldError, fieldErrorId } from './field-error';
import { RequiredMark } from './field-label';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
}

interface RadioGroupFieldProps<T extends string> extends BoundField<T | undefined> {
  label: string;
  options: readonly RadioOption<T>[];
  required?: boolean;
}

export function RadioGroupField<T extends string>({
  id,
  name,
  value,
  error,
  onChange,
  onBlur,
  label,
  options,
  required = false,
}: RadioGroupFieldProps<T>) {
  const leaveGroup = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur();
  };
  return (
    <fieldset
      id={id}
      className="field field--group"
      aria-describedby={error ? fieldErrorId(id) : undefined}
      onBlur={leaveGroup}
    >
      <legend className="field__label">
        <RequiredMark required={required} />
        {label}
      </legend>
      <div className="field__options">
        {options.map((option, index) => (
          <label key={option.value} className="choice" htmlFor={`${id}-${index}`}>
            <input
              id={`${id}-${index}`}
              name={name}
              type="radio"
              className="choice__control"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              required={required}
              aria-invalid={error ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError fieldId={id} error={error} />
    </fieldset>
  );
}

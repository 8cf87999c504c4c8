// A native select with its label above and its error below (see use-schema-form.ts): on a phone the
// system picker is the quickest way through a long list of schools or years, and on a desktop
// typing a name finds it.
import type { BoundField } from './use-schema-form';
import { FieldError, invalidProps } from './field-error';
import { FieldLabel } from './field-label';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends BoundField<string> {
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  /** The empty choice's text, shown until one is made. */
  placeholder?: string;
  disabled?: boolean;
  autoComplete?: string;
}

export function SelectField({
  id,
  name,
  value,
  error,
  onChange,
  onBlur,
  label,
  options,
  required = false,
  placeholder = 'Select…',
  disabled = false,
  autoComplete,
}: SelectFieldProps) {
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        className="field__input field__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...invalidProps(id, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

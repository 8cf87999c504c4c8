// A native select with its label above and its error below (see components/form/text-field.tsx):
// on a phone the system picker is the quickest way through a long list of schools or years.
import type { BoundField } from '../../../components/form/use-schema-form';
import { FieldError, invalidProps } from '../../../components/form/field-error';
import { FieldLabel } from '../../../components/form/field-label';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends BoundField<string> {
  label: string;
  /** The text of the empty choice shown until one is made. */
  placeholder: string;
  options: readonly SelectOption[];
  required?: boolean;
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
  placeholder,
  options,
  required = false,
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

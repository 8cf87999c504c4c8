// A native select with its label above and its error below, like the shared text fields
// (components/form): the phone's own picker, and type-to-find in long lists of schools.
import type { BoundField } from '../../../components/form/use-schema-form';
import { FieldError, invalidProps } from '../../../components/form/field-error';
import { FieldLabel } from '../../../components/form/field-label';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends BoundField<string> {
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  /** The empty choice's text, shown until one is made. */
  placeholder?: string;
  disabled?: boolean;
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

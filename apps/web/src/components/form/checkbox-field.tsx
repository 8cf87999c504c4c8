// A checkbox with its label beside it (the label is the whole clickable line).
import type { BoundField } from './use-schema-form';
import { FieldError, invalidProps } from './field-error';

interface CheckboxFieldProps extends BoundField<boolean> {
  label: string;
}

export function CheckboxField({
  id,
  name,
  value,
  error,
  onChange,
  onBlur,
  label,
}: CheckboxFieldProps) {
  return (
    <div className="field field--choice">
      <label className="choice" htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          className="choice__control"
          checked={value}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          {...invalidProps(id, error)}
        />
        <span>{label}</span>
      </label>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

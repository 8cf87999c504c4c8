// A one-line text input with its label above and its error below (see use-schema-form.ts).
import type { HTMLAttributes } from 'react';
import type { BoundField } from './use-schema-form';
import { FieldError, invalidProps } from './field-error';
import { FieldLabel } from './field-label';

export interface TextFieldProps extends BoundField<string> {
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  spellCheck?: boolean;
  /** A format hint inside the box (DD/MM/YYYY); never a stand-in for the label. */
  placeholder?: string;
}

export function TextField({
  id,
  name,
  value,
  error,
  onChange,
  onBlur,
  label,
  required = false,
  type = 'text',
  autoComplete,
  inputMode,
  spellCheck,
  placeholder,
}: TextFieldProps) {
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={spellCheck}
        placeholder={placeholder}
        aria-required={required || undefined}
        {...invalidProps(id, error)}
      />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

// The error text under a field, which the field names in its aria-describedby.
export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

/** The ARIA attributes of a control whose error shows under it (none while it passes). */
export function invalidProps(fieldId: string, error: string | undefined) {
  return error
    ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(fieldId) }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined };
}

export function FieldError({ fieldId, error }: { fieldId: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={fieldErrorId(fieldId)} className="field__error">
      {error}
    </p>
  );
}

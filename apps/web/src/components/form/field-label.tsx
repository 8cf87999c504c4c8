// A field's visible label. The required mark is drawn for sighted users only, outside the <label>
// so the label's text is the field's name alone: the control itself says it is required.
export function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <span className="field__required" aria-hidden="true">
      *
    </span>
  );
}

export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required: boolean;
}) {
  return (
    <div className="field__label">
      <RequiredMark required={required} />
      <label htmlFor={htmlFor}>{label}</label>
    </div>
  );
}

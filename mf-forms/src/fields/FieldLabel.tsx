/** A field's visible label; a required field shows an asterisk after it (docs/reference/rules.md#validation). */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
}) {
  return (
    <label htmlFor={htmlFor} className="field__label">
      {label}
      {/* The input's required attribute tells assistive technology; the star is for the eye. */}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';
import { isCheckboxChecked } from './checkboxValue';
import { describedBy } from './describedBy';
import { FieldError } from './FieldError';

interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'checked'
> {
  id: string;
  label: ReactNode;
  /** The field's form value: a boolean, string, number or array (docs/reference/rules.md#validation). */
  value: unknown;
  /** This box's own value, for a group sharing an array or a string. */
  optionValue?: string;
  error?: string | undefined;
}

/** A labelled checkbox with its error; ticked as `isCheckboxChecked` reads the value. */
export function CheckboxField({
  id,
  label,
  value,
  optionValue,
  error,
  required,
  ...input
}: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        type="checkbox"
        className="field__checkbox"
        value={optionValue ?? 'on'}
        checked={isCheckboxChecked(value, optionValue)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        {...input}
      />
      <div className="field__checkbox-text">
        <label htmlFor={id}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
        <FieldError id={errorId} error={error} />
      </div>
    </div>
  );
}

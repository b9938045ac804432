import type { SelectHTMLAttributes } from 'react';
import { describedBy } from './describedBy';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** The first, disabled entry shown while nothing is chosen (docs/reference/rules.md#validation). */
  placeholder: string;
  error?: string | undefined;
}

/**
 * A labelled dropdown (docs/reference/rules.md#validation): an asterisk after the label when required and a
 * disabled placeholder entry, selected while the value is empty.
 */
export function SelectField({
  id,
  label,
  options,
  placeholder,
  error,
  required,
  value,
  ...select
}: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        className="field__select"
        required={required}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        {...select}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

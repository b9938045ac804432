import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy } from './describedBy';
import { FieldError } from './FieldError';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
}

/** A labelled checkbox with its error. */
export function CheckboxField({ id, label, error, ...input }: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field form-field--checkbox">
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

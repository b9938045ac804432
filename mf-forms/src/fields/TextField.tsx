import type { InputHTMLAttributes } from 'react';
import { describedBy } from './describedBy';
import { FieldError } from './FieldError';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** Shown only once the field is touched (on blur or submit). */
  error?: string | undefined;
  help?: string;
}

/** A labelled text-like input (text, email, tel) with optional help and its error. */
export function TextField({ id, label, error, help, required, ...input }: TextFieldProps) {
  const helpId = help ? `${id}-help` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(helpId, error && errorId)}
        {...input}
      />
      {help && (
        <p id={helpId} className="form-field__help">
          {help}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

import type { InputHTMLAttributes } from 'react';
import { describedBy } from './describedBy';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  /** Shown only once the field is touched (on blur or submit). */
  error?: string | undefined;
  help?: string;
}

/** A labelled text, email or tel input with optional help and its error. */
export function TextField({
  id,
  label,
  type = 'text',
  error,
  help,
  required,
  ...input
}: TextFieldProps) {
  const helpId = help ? `${id}-help` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        type={type}
        className="field__input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(helpId, error && errorId)}
        {...input}
      />
      {help && (
        <p id={helpId} className="field__hint">
          {help}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

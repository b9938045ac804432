import { useRef, type ReactNode } from 'react';
import { describedBy } from './describedBy';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import { formatFileSize } from './fileRules';

interface FileFieldProps {
  id: string;
  name: string;
  label: string;
  /** The input's accept list (media types and extensions). */
  accept: string;
  /** The note under the field: accepted types and the size limit. */
  note: ReactNode;
  file: File | null;
  required?: boolean;
  error?: string | undefined;
  onFileChange: (file: File | null) => void;
  onBlur?: () => void;
}

/**
 * A labelled file input with its note, the chosen file's name and size, and a button that
 * removes it. A file input cannot be controlled: the chosen File lives in the form state and
 * removing it also clears the input.
 */
export function FileField({
  id,
  name,
  label,
  accept,
  note,
  file,
  required,
  error,
  onFileChange,
  onBlur,
}: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const noteId = `${id}-note`;
  const chosenId = `${id}-chosen`;
  const errorId = `${id}-error`;
  const remove = () => {
    if (input.current) input.current.value = '';
    onFileChange(null);
    input.current?.focus();
  };
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        className="field__file"
        accept={accept}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(noteId, file ? chosenId : undefined, error && errorId)}
        onChange={(event) => onFileChange(event.currentTarget.files?.[0] ?? null)}
        onBlur={onBlur}
      />
      <p id={noteId} className="field__hint">
        {note}
      </p>
      {file && (
        <p id={chosenId} className="field__chosen-file">
          <span>
            Chosen file: {file.name} ({formatFileSize(file.size)})
          </span>
          <button type="button" className="button button-link" onClick={remove}>
            Remove<span className="visually-hidden"> {file.name}</span>
          </button>
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

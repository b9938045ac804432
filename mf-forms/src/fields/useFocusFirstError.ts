import { useEffect, useRef } from 'react';

/**
 * Once per submit attempt, after its validation (not on every keystroke): move focus to the
 * first field, in reading order, that has an error.
 */
export function useFocusFirstError(
  submitCount: number,
  isSubmitting: boolean,
  errors: Record<string, unknown>,
  fieldOrder: readonly string[],
  fieldId: (name: string) => string,
): void {
  const handledSubmitCount = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmitCount.current) return;
    handledSubmitCount.current = submitCount;
    const firstInvalid = fieldOrder.find((name) => errors[name]);
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
  }, [submitCount, isSubmitting, errors, fieldOrder, fieldId]);
}

import { useCallback, useRef, useState } from 'react';
import { buildSubmission, type InputValue } from './buildSubmission';
import { reportFormStep } from './formAnalytics';
import { sendMultipart, type SendOutcome } from './sendMultipart';
import { attemptIdFor, fingerprintOf, newSubmissionId, type AttemptId } from './submissionId';
import { configuredSubmitUrl } from './submitUrl';

/** docs/reference/rules.md#states: idle, submitting, success (form replaced) or error (form kept). */
export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface SubmissionState {
  status: SubmissionStatus;
  /** Upload progress 0-1 while a file is sent; null when there is no file or nothing sent. */
  progress: number | null;
}

/**
 * Sends a form's values (docs/reference/calls.md) and tracks the state. A new submit clears the previous
 * error first; a retry of the same values keeps its submission id (see `attemptIdFor`).
 */
export function useFormSubmission(formId: string, formLabel: string) {
  const [state, setState] = useState<SubmissionState>({ status: 'idle', progress: null });
  const attempt = useRef<AttemptId | null>(null);

  const submit = useCallback(
    async (inputs: Record<string, InputValue>, captcha: string): Promise<SendOutcome> => {
      const hasFile = Object.values(inputs).some((value) => value instanceof File);
      setState({ status: 'submitting', progress: hasFile ? 0 : null });
      attempt.current = attemptIdFor(attempt.current, fingerprintOf(inputs), newSubmissionId);
      reportFormStep(formId, 'submit');
      const body = buildSubmission(inputs, {
        formId,
        formLabel,
        captcha,
        submissionId: attempt.current.submissionId,
      });
      const outcome = await sendMultipart(configuredSubmitUrl(), body, (fraction) =>
        setState((current) => ({ ...current, progress: hasFile ? fraction : null })),
      );
      reportFormStep(formId, outcome);
      // Sent with no connection: the form says so, not 'reload' (which would lose what was typed).
      const status = outcome === 'success' ? 'success' : navigator.onLine ? 'error' : 'idle';
      setState({ status, progress: null });
      return outcome;
    },
    [formId, formLabel],
  );

  return { state, submit };
}

import { reportInteraction } from 'shared-lib/analytics';

export type FormStep = 'start' | 'submit' | 'success' | 'failure';

/**
 * An analytics interaction for a form's start (first change), submit, success or failure. Only
 * the form's id goes with it: never a value typed into the form.
 */
export function reportFormStep(formId: string, step: FormStep): void {
  reportInteraction({
    target: 'form',
    action: step,
    properties: { form: formId },
    interactionType: 'form',
  });
}

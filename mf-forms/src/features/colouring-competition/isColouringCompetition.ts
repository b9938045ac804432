/** Block 9 (docs/reference/blocks.md#block-9): the form block shows the competition form for this form name only. */
export const COLOURING_COMPETITION_FORM_NAME = 'colouring competition';

/** Whether a form block's name is the colouring competition's, ignoring case and outer spaces. */
export function isColouringCompetition(formName: string): boolean {
  return formName.trim().toLowerCase() === COLOURING_COMPETITION_FORM_NAME;
}

/** The federation runtime's codes for an entry that did not load (008) or loaded without a container (001). */
const ENTRY_FAILURE = /#RUNTIME-00[18]\b/;

/** Whether a remote's entry itself failed, as opposed to one of its modules. */
export function isEntryFailure(error: unknown): boolean {
  return error instanceof Error && ENTRY_FAILURE.test(error.message);
}

/**
 * Runs an entry point's work: a refusal (a bad configuration, a missing build…) is printed as
 * its message alone and the process exits with 1.
 */
export function runMain(main: () => unknown): void {
  Promise.resolve()
    .then(main)
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}

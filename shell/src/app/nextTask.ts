/**
 * Resolves in a later task of the browser's event loop, so that two pieces of start-up work run
 * as two tasks: between them the browser can paint and answer a tap, where one long task would
 * hold both back on a slow phone (decision 296).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

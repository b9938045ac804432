/** Whether `promise` settles before a task queued after it runs (a timer or a message event). */
export async function settlesInThisTask(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  // Every microtask of this task runs before a message event or timer of a later task.
  await new Promise<void>((resolve) => queueMicrotask(resolve));
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
  return settled;
}

import { remoteStepsInTasks } from './remoteStepsInTasks';

/** Whether `promise` settles before a task queued after it runs. */
async function settlesInThisTask(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  // Every microtask of this task runs before a message event or timer of a later task.
  await new Promise<void>((resolve) => queueMicrotask(resolve));
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
  return settled;
}

describe('remoteStepsInTasks', () => {
  const plugin = remoteStepsInTasks();

  it("starts a container's initialisation and an exposed module's evaluation in a later task", async () => {
    for (const hook of [plugin.beforeInitRemote, plugin.beforeExecuteFactory]) {
      const step = (hook as unknown as () => Promise<void>)();
      expect(await settlesInThisTask(step)).toBe(false);
      await expect(step).resolves.toBeUndefined();
    }
  });

  it('hands the runtime nothing back, so the hooks change none of its arguments', async () => {
    const args = { id: 'stores/StoreTilesBlock' };
    await expect(
      (plugin.beforeInitRemote as unknown as (a: typeof args) => Promise<unknown>)(args),
    ).resolves.toBeUndefined();
  });
});

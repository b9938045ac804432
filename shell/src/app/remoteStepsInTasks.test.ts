import { settlesInThisTask } from 'shared-lib/testing';
import { remoteStepsInTasks } from './remoteStepsInTasks';

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

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { settlesInThisTask } from 'shared-lib/testing';
import shareNegotiationInTasks from './shareNegotiationInTasks';

type BeforeLoadShare = NonNullable<ModuleFederationRuntimePlugin['beforeLoadShare']>;
type Args = Parameters<BeforeLoadShare>[0];

describe('shareNegotiationInTasks', () => {
  const hook = shareNegotiationInTasks().beforeLoadShare as BeforeLoadShare;
  const args = {
    pkgName: 'react-dom',
    shareInfo: { shareConfig: { singleton: true, requiredVersion: '19.3.1' } },
    shared: {},
  } as unknown as Args;

  it("starts a shared module's negotiation in a later task", async () => {
    const step = Promise.resolve(hook(args));
    expect(await settlesInThisTask(step)).toBe(false);
    await step;
  });

  it('hands the runtime back the very arguments it was given, so what it negotiates is unchanged', async () => {
    await expect(Promise.resolve(hook(args))).resolves.toBe(args);
  });
});

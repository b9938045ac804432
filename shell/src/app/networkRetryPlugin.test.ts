import { isNetworkFailure, networkRetryPlugin } from './networkRetryPlugin';

describe('isNetworkFailure', () => {
  it('is true only when no answer came at all', async () => {
    const refused = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const serverError = jest.fn().mockResolvedValue({ status: 500, ok: false });
    expect(await isNetworkFailure('http://x/remoteEntry.js', refused)).toBe(true);
    expect(await isNetworkFailure('http://x/remoteEntry.js', serverError)).toBe(false);
    expect(refused).toHaveBeenCalledWith(
      'http://x/remoteEntry.js',
      expect.objectContaining({ method: 'HEAD', mode: 'no-cors' }),
    );
  });
});

describe('networkRetryPlugin', () => {
  const remoteInfo = { name: 'gifts', entry: 'http://x/remoteEntry.js' };
  const hookOf = (plugin: ReturnType<typeof networkRetryPlugin>) =>
    plugin.loadEntryError as unknown as (args: unknown) => Promise<unknown>;

  it('does not retry an entry that answered (a 500, an HTML page)', async () => {
    const getRemoteEntry = jest.fn();
    const result = await hookOf(networkRetryPlugin(async () => false, 0))({
      getRemoteEntry,
      remoteInfo,
      globalLoading: {},
      uniqueKey: 'gifts',
    });
    expect(result).toBeUndefined();
    expect(getRemoteEntry).not.toHaveBeenCalled();
  });

  it('asks once more, after the pause, for an entry the network failed to bring', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const failedLoad = Promise.reject(new Error('RUNTIME-008'));
    failedLoad.catch(() => undefined);
    const globalLoading: Record<string, unknown> = { gifts: failedLoad };
    const getRemoteEntry = jest.fn().mockImplementation(async () => {
      // The failed load must be gone, or the runtime would hand back the same failure.
      expect(globalLoading.gifts).toBeUndefined();
      return exports;
    });
    const started = Date.now();
    const result = await hookOf(networkRetryPlugin(async () => true, 50))({
      getRemoteEntry,
      remoteInfo,
      globalLoading,
      uniqueKey: 'gifts',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(result).toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(getRemoteEntry).toHaveBeenCalledWith(expect.objectContaining({ remoteInfo }));
  });

  it('gives up after that one try, leaving the first error to the runtime', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('RUNTIME-008'));
    const result = await hookOf(networkRetryPlugin(async () => true, 0))({
      getRemoteEntry,
      remoteInfo,
      globalLoading: {},
      uniqueKey: 'gifts',
    });
    expect(result).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });
});

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
  beforeEach(() => {
    // The retry plugin logs each retry.
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('does not retry an entry that answered (a 500, an HTML page)', async () => {
    const getRemoteEntry = jest.fn();
    const plugin = networkRetryPlugin(async () => false);
    const hook = plugin.loadEntryError as unknown as (args: unknown) => Promise<unknown>;
    const result = await hook({
      getRemoteEntry,
      remoteInfo: { name: 'gifts', entry: 'http://x/remoteEntry.js' },
      globalLoading: {},
      uniqueKey: 'gifts',
    });
    expect(result).toBeUndefined();
    expect(getRemoteEntry).not.toHaveBeenCalled();
  });

  it('retries an entry the network failed to bring, through the retry plugin', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(new Error('RUNTIME-008'))
      .mockResolvedValueOnce(exports);
    const plugin = networkRetryPlugin(async () => true);
    const hook = plugin.loadEntryError as unknown as (args: unknown) => Promise<unknown>;
    const result = await hook({
      getRemoteEntry,
      remoteInfo: { name: 'gifts', entry: 'http://x/remoteEntry.js' },
      globalLoading: {},
      uniqueKey: 'gifts',
    });
    expect(result).toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});

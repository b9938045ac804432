import { FAILED_ENTRY_PAUSE_MS, rememberEntryFailures } from './rememberEntryFailures';

const entryFailure = () =>
  new Error(
    '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nargs: {"remoteName":"whats_on"}',
  );

describe('rememberEntryFailures', () => {
  it("fails a failed remote's other modules without asking again, for a while", async () => {
    let clock = 1_000;
    const load = jest.fn().mockRejectedValue(entryFailure());
    const remembered = rememberEntryFailures(load, () => clock);

    await expect(remembered('whats_on/EventsBlock')).rejects.toThrow('#RUNTIME-008');
    await expect(remembered('whats_on/LatestArticlesBlock')).rejects.toThrow('#RUNTIME-008');
    expect(load).toHaveBeenCalledTimes(1);

    clock += FAILED_ENTRY_PAUSE_MS;
    load.mockResolvedValueOnce({ default: () => null });
    await expect(remembered('whats_on/LatestArticlesBlock')).resolves.toEqual({
      default: expect.any(Function),
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps loading other remotes, and the same remote after a missing module', async () => {
    const load = jest.fn(async (id: string) => {
      if (id === 'whats_on/EventsBlock') throw entryFailure();
      if (id === 'stores/Nope') throw new Error('Module "./Nope" does not exist #RUNTIME-011');
      return { default: id };
    });
    const remembered = rememberEntryFailures(load);

    await expect(remembered('whats_on/EventsBlock')).rejects.toThrow();
    await expect(remembered('stores/StoreTilesBlock')).resolves.toEqual({
      default: 'stores/StoreTilesBlock',
    });
    await expect(remembered('stores/Nope' as never)).rejects.toThrow('RUNTIME-011');
    await expect(remembered('stores/StoreDirectoryPage')).resolves.toEqual({
      default: 'stores/StoreDirectoryPage',
    });
  });
});

import { isEntryFailure } from './entryFailure';

describe('isEntryFailure', () => {
  it('tells an entry that failed from other errors', () => {
    expect(
      isEntryFailure(
        new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'),
      ),
    ).toBe(true);
    expect(isEntryFailure(new Error('remoteEntryExports is undefined #RUNTIME-001'))).toBe(true);
    expect(isEntryFailure(new Error('Module "./Nope" does not exist #RUNTIME-011'))).toBe(false);
    expect(isEntryFailure('RUNTIME-008')).toBe(false);
  });
});

import { UploadSlots } from './slots';

describe('UploadSlots', () => {
  it('caps uploads per client and in total, and a release counts once', () => {
    const slots = new UploadSlots(3, 2);
    const a1 = slots.acquire('a');
    const a2 = slots.acquire('a');
    expect(slots.acquire('a')).toBe('busy_client');
    const b1 = slots.acquire('b');
    expect(slots.acquire('c')).toBe('busy');
    expect(slots.count()).toBe(3);
    if (typeof a1 !== 'function' || typeof a2 !== 'function' || typeof b1 !== 'function')
      throw new Error('expected slots');
    a1();
    a1();
    expect(slots.count()).toBe(2);
    expect(typeof slots.acquire('a')).toBe('function');
    a2();
    b1();
    expect(slots.count()).toBe(1);
  });
});

import { clientNetwork } from './clientNetwork';

describe('clientNetwork', () => {
  it('gives an IPv4 address its /24, and an IPv4-mapped IPv6 address the same', () => {
    expect(clientNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(clientNetwork('::ffff:203.0.113.5')).toBe('203.0.113.0/24');
  });

  it('gives an IPv6 address its /64, however it is written', () => {
    const network = '2001:db8:0:1::/64';
    for (const address of [
      '2001:db8:0:1::1',
      '2001:0DB8:0000:0001:ffff:0:0:9',
      '2001:db8:0:1:a:b:c:d',
    ])
      expect(clientNetwork(address)).toBe(network);
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(clientNetwork('')).toBe('');
    expect(clientNetwork('not an address')).toBe('not an address');
  });
});

import { plainAddress } from './client-context';

describe('plainAddress', () => {
  it('shows an IPv4 client of a dual-stack server as IPv4, and leaves other addresses alone', () => {
    expect(plainAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(plainAddress('::FFFF:203.0.113.5')).toBe('203.0.113.5');
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(plainAddress('::1')).toBe('::1');
    expect(plainAddress('10.0.0.7')).toBe('10.0.0.7');
    expect(plainAddress(undefined)).toBeNull();
  });
});

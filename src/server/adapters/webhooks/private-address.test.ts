import { describe, expect, it } from 'vitest';
import { networkInterfaces } from 'node:os';
import { hostIsPrivate, isLocalHostName, isPrivateAddress } from './private-address.ts';

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local and mapped addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not-an-ip',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
  });
  it('refuses the IPv6 forms that carry a private IPv4 address (issue #22, finding 17)', () => {
    for (const address of [
      '::127.0.0.1',
      '::7f00:1',
      '64:ff9b::7f00:1',
      '64:ff9b:1::7f00:1',
      '2002:7f00:1::',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '::ffff:7f00:1',
      'fec0::1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
  });
  it("refuses this machine's own interface addresses, public ones included", () => {
    const own = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => entry.address));
    expect(own.length).toBeGreaterThan(0);
    for (const address of own) expect(isPrivateAddress(address), address).toBe(true);
  });
  it('treats localhost names as this machine, with or without the final dot', async () => {
    for (const name of ['localhost', 'localhost.', 'LOCALHOST..', 'app.localhost', 'app.localhost.'])
      expect(isLocalHostName(name), name).toBe(true);
    expect(isLocalHostName('localhost.example.com')).toBe(false);
    expect(await hostIsPrivate('localhost.')).toBe(true);
    expect(await hostIsPrivate('[::127.0.0.1]')).toBe(true);
  });
  it('allows public addresses', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '::ffff:808:808'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { classifyAddress, isPublicAddress, type AddressKind } from '../../../server/src/services/url-metadata/address-rules';

// Pure checks: nothing here sends traffic anywhere.

const refused: Record<Exclude<AddressKind, 'public' | 'invalid'>, string[]> = {
  unspecified: ['0.0.0.0', '0.255.255.255', '0.1.2.3', '::', '0:0:0:0:0:0:0:0'],
  loopback: ['127.0.0.1', '127.255.255.255', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1'],
  private: ['10.0.0.0', '10.255.255.255', '172.16.0.0', '172.31.255.255', '192.168.0.1', '192.168.255.255', 'fc00::1', 'fd12:3456::1', 'fd00:ec2::254', 'fdff:ffff::'],
  'link-local': ['169.254.0.0', '169.254.169.254', '169.254.255.255', 'fe80::1', 'febf:ffff::1'],
  'carrier-grade NAT': ['100.64.0.0', '100.100.100.200', '100.127.255.255'],
  multicast: ['224.0.0.1', '239.255.255.250', 'ff02::1', 'ff05::1:3'],
  broadcast: ['255.255.255.255'],
  documentation: ['192.0.2.1', '198.51.100.7', '203.0.113.255', '2001:db8::1', '2001:db8:ffff::1', '3fff::1'],
  benchmarking: ['198.18.0.0', '198.19.255.255', '2001:2::1'],
  reserved: ['240.0.0.1', '250.1.2.3', '255.255.255.254', '192.0.0.8', '192.0.0.170', '192.88.99.1', 'fec0::1', '100::1', '64:ff9b:1::1', '2001::1', '2001:0:4136:e378::1', '5f00::1', '4000::1'],
};

describe('classifyAddress', () => {
  for (const [kind, addresses] of Object.entries(refused)) {
    it(`refuses ${kind} addresses`, () => {
      for (const address of addresses) {
        expect({ address, kind: classifyAddress(address) }).toEqual({ address, kind });
        expect(isPublicAddress(address)).toBe(false);
      }
    });
  }

  it('draws the edges of each block exactly', () => {
    const edges: [string, boolean][] = [
      ['9.255.255.255', true],
      ['10.0.0.0', false],
      ['11.0.0.0', true],
      ['100.63.255.255', true],
      ['100.64.0.0', false],
      ['100.128.0.0', true],
      ['126.255.255.255', true],
      ['128.0.0.0', true],
      ['169.253.255.255', true],
      ['169.255.0.0', true],
      ['172.15.255.255', true],
      ['172.16.0.0', false],
      ['172.31.255.255', false],
      ['172.32.0.0', true],
      ['192.0.1.255', true],
      ['192.0.3.0', true],
      ['192.167.255.255', true],
      ['192.169.0.0', true],
      ['198.17.255.255', true],
      ['198.20.0.0', true],
      ['223.255.255.255', true],
      ['224.0.0.0', false],
      ['1.0.0.0', true],
      ['1fff:ffff::1', false],
      ['2000::1', true],
      ['2001:200::1', true],
      ['2001:1ff:ffff::1', false],
      ['2001:db7::1', true],
      ['2001:db9::1', true],
      ['3ffe::1', true],
      ['3fff:1000::1', true],
      ['fbff::1', false],
    ];
    for (const [address, isPublic] of edges) expect({ address, isPublic: isPublicAddress(address) }).toEqual({ address, isPublic });
  });

  it('judges IPv4 carried inside IPv6 by the IPv4 rules', () => {
    const forms = [
      '::ffff:127.0.0.1', // IPv4-mapped, dotted
      '::ffff:7f00:1', // IPv4-mapped, as the URL parser writes it
      '0:0:0:0:0:ffff:7f00:0001',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe', // 169.254.169.254
      '::ffff:c0a8:101', // 192.168.1.1
      '::ffff:0:127.0.0.1', // IPv4-translated
      '::127.0.0.1', // IPv4-compatible
      '::7f00:1',
      '::10.1.2.3',
      '64:ff9b::127.0.0.1', // NAT64
      '64:ff9b::7f00:1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::c0a8:1',
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2002:a00:1::1', // 6to4 of 10.0.0.1
      '2002:a9fe:a9fe::1',
      '2002:c0a8:101:1::1',
    ];
    for (const address of forms) expect({ address, isPublic: isPublicAddress(address) }).toEqual({ address, isPublic: false });
    expect(classifyAddress('::ffff:127.0.0.1')).toBe('loopback');
    expect(classifyAddress('64:ff9b::a9fe:a9fe')).toBe('link-local');
    expect(classifyAddress('2002:a00:1::1')).toBe('private');
    // ...and accepts them when the address inside is public.
    expect(isPublicAddress('::ffff:93.184.216.34')).toBe(true);
    expect(isPublicAddress('64:ff9b::5db8:d822')).toBe(true);
    expect(isPublicAddress('2002:5db8:d822::1')).toBe(true);
  });

  it('accepts public IPv4 and IPv6 addresses', () => {
    for (const address of ['93.184.216.34', '1.1.1.1', '8.8.8.8', '151.101.1.69', '2606:4700:4700::1111', '2001:4860:4860::8888', '2a00:1450:4001:82b::200e', '2A03:2880:F10C:83:FACE:B00C:0:25DE']) {
      expect({ address, kind: classifyAddress(address) }).toEqual({ address, kind: 'public' });
    }
  });

  it('refuses anything that is not exactly one address', () => {
    const malformed = [
      '',
      ' ',
      'localhost',
      'example.com',
      '127.1',
      '2130706433',
      '0x7f000001',
      '0177.0.0.1',
      '127.000.000.001',
      '1.2.3.4.5',
      '256.1.1.1',
      '1.2.3.-1',
      ' 8.8.8.8',
      '8.8.8.8 ',
      '[::1]',
      '[2606:4700:4700::1111]',
      'fe80::1%eth0',
      '2606:4700:4700::1111%1',
      ':::1',
      '1::2::3',
      '2606:4700:4700:0:0:0:0:1111:1',
      '12345::1',
      'g::1',
      '::ffff:999.0.0.1',
      '93.184.216.34:80',
      'http://93.184.216.34/',
    ];
    for (const address of malformed) {
      expect({ address, kind: classifyAddress(address) }).toEqual({ address, kind: 'invalid' });
      expect(isPublicAddress(address)).toBe(false);
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLIENT_ADDRESS_HEADER, clientAddress, ipv6Network, isLoopbackClient } from './client-address'

afterEach(() => vi.unstubAllEnvs())

describe('clientAddress', () => {
  it.each([
    [{ [CLIENT_ADDRESS_HEADER]: '203.0.113.7' }, '203.0.113.7'],
    [{ [CLIENT_ADDRESS_HEADER]: ' 2001:db8::1 ' }, '2001:db8:0:0::/64'],
    [{ [CLIENT_ADDRESS_HEADER]: '' }, 'local'],
    [{}, 'local'],
    [{ [CLIENT_ADDRESS_HEADER]: 'x'.repeat(500) }, 'x'.repeat(64)],
  ])('%j → %s', (headers, expected) => {
    expect(clientAddress(new Headers(headers))).toBe(expected)
  })

  it('never believes X-Forwarded-For: the server put the client in its own header', () => {
    const rotated = ['198.51.100.1', '198.51.100.2'].map((forwarded) =>
      clientAddress(new Headers({ 'x-forwarded-for': forwarded, [CLIENT_ADDRESS_HEADER]: '203.0.113.9' })),
    )
    expect(rotated).toEqual(['203.0.113.9', '203.0.113.9'])
    expect(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.3' }))).toBe('local')
  })

  it('ignores the header under next dev, where no server of ours removes a copy the client sent', () => {
    vi.stubEnv('NODE_ENV', 'development')
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: '127.0.0.1' }))).toBe('local')
    expect(isLoopbackClient(new Headers({ [CLIENT_ADDRESS_HEADER]: '127.0.0.1' }))).toBe(false)
  })
})

describe('ipv6Network', () => {
  it.each([
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff', '2001:db8:aa:bb::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['fe80::1', 'fe80:0:0:0::/64'],
    ['2001:db8:1:2::ffff:192.0.2.1', '2001:db8:1:2::/64'],
    ['::1', '::1'],
    ['203.0.113.7', '203.0.113.7'],
    ['local', 'local'],
    ['1:2:3', '1:2:3'],
    ['1::2::3', '1::2::3'],
    ['zz:1:2:3:4:5:6:7', 'zz:1:2:3:4:5:6:7'],
  ])('%s → %s', (address, expected) => {
    expect(ipv6Network(address)).toBe(expected)
  })

  it('puts every address of one /64 under one throttle key', () => {
    const keys = ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:ffff::9'].map((address) =>
      clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: address })),
    )
    expect(new Set(keys).size).toBe(1)
  })
})

describe('isLoopbackClient', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['198.51.100.7', false],
    ['::ffff:127.0.0.1', false],
    ['127.0.0.1.evil.example', false],
    ['', false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopbackClient(new Headers({ [CLIENT_ADDRESS_HEADER]: address }))).toBe(expected)
  })
})

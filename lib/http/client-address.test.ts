import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLIENT_ADDRESS_HEADER, clientAddress, isLoopbackClient } from './client-address'

afterEach(() => vi.unstubAllEnvs())

describe('clientAddress', () => {
  it.each([
    [{ [CLIENT_ADDRESS_HEADER]: '203.0.113.7' }, '203.0.113.7'],
    [{ [CLIENT_ADDRESS_HEADER]: ' 2001:db8::1 ' }, '2001:db8::1'],
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

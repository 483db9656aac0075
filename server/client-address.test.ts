import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send } from '@/bench/http-client'
import { CLIENT_ADDRESS_HEADER as NEXT_SIDE_HEADER } from '@/lib/http/client-address'
import {
  CLIENT_ADDRESS_HEADER,
  clientAddressOf,
  parseTrustedProxies,
  withClientAddress,
} from './client-address.mjs'
import { listenOnLoopback, type LoopbackServer } from './testing/loopback-server'

describe('clientAddressOf', () => {
  it.each([
    ['no proxies: the socket, whatever the header says', '203.0.113.5', '198.51.100.1', 0, '203.0.113.5'],
    ['no proxies, no header', '203.0.113.5', undefined, 0, '203.0.113.5'],
    ['one proxy: the entry it appended', '10.0.0.2', '198.51.100.1, 203.0.113.9', 1, '203.0.113.9'],
    [
      'two proxies: the second from the right',
      '10.0.0.2',
      '1.1.1.1, 203.0.113.9, 10.0.0.1',
      2,
      '203.0.113.9',
    ],
    ['fewer entries than proxies: the leftmost', '10.0.0.2', '203.0.113.9', 3, '203.0.113.9'],
    ['a proxy configured but bypassed: the socket', '203.0.113.5', undefined, 1, '203.0.113.5'],
    ['IPv4-mapped IPv6 socket', '::ffff:127.0.0.1', undefined, 0, '127.0.0.1'],
    ['several header lines', '10.0.0.2', ['198.51.100.1', '203.0.113.9'], 1, '203.0.113.9'],
  ])('%s', (_, socket, forwarded, proxies, expected) => {
    expect(clientAddressOf(socket, forwarded, proxies)).toBe(expected)
  })

  it('is the header Next reads', () => {
    expect(CLIENT_ADDRESS_HEADER).toBe(NEXT_SIDE_HEADER)
  })
})

describe('parseTrustedProxies', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    [' 2 ', 2],
    ['20', 20],
  ])('%j → %d', (raw, expected) => expect(parseTrustedProxies(raw)).toBe(expected))

  it.each(['-1', '1.5', 'two', '21', '2 proxies'])('refuses %j', (raw) => {
    expect(() => parseTrustedProxies(raw)).toThrow(/TRUSTED_PROXIES must be a whole number/)
  })
})

describe('withClientAddress', () => {
  let server: LoopbackServer
  beforeAll(async () => {
    server = await listenOnLoopback(
      withClientAddress((req: IncomingMessage, res: ServerResponse) => {
        res.end(JSON.stringify(req.headers[CLIENT_ADDRESS_HEADER]))
      }, 0),
    )
  })
  afterAll(() => server.close())

  it('replaces a copy the client sent with the socket address', async () => {
    const response = await send('GET', `http://127.0.0.1:${server.port}/`, {
      headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.66', 'x-forwarded-for': '198.51.100.67' },
    })
    expect(response.body.toString()).toBe('"127.0.0.1"')
  })
})

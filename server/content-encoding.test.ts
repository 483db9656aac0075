import { describe, expect, it } from 'vitest'
import { chosenEncoding } from './content-encoding.mjs'

describe('chosenEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['GZIP', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(chosenEncoding(header)).toBe(expected)
  })
})

import { describe, expect, it } from 'vitest'
import { switchBrand } from './brand-switch'

const hosts = { 'myposter.localhost': 'poster' as const }

describe('switchBrand', () => {
  it.each([
    ['localhost:3000', null, 'poster', 'poster'],
    ['localhost:3000', 'poster', 'card', null],
    ['myposter.localhost:3000', null, 'card', 'card'],
    ['myposter.localhost:3000', 'card', 'poster', null],
    ['localhost:3000', 'nonsense', 'poster', 'poster'],
  ] as const)('host %s with cookie %s → %s (cookie %s)', (host, cookie, brand, nextCookie) => {
    expect(switchBrand(host, cookie, hosts)).toEqual({ brand, cookie: nextCookie })
  })
})

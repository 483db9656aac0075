import { describe, expect, it } from 'vitest'
import { seal, unseal } from './seal'
import {
  base32Decode,
  base32Encode,
  hotp,
  newTotpSecret,
  otpauthUri,
  timeStep,
  totp,
  verifyTotp,
} from './totp'

const ascii = (s: string) => new TextEncoder().encode(s)
/** The SHA-1 seed of RFC 6238 appendix B (the only hash authenticator apps agree on, and ours). */
const SEED = ascii('12345678901234567890')

describe('TOTP (RFC 6238 appendix B, SHA-1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('T=%i', async (seconds, code) => {
    const now = new Date(seconds * 1000)
    expect(await totp(SEED, now, { digits: 8 })).toBe(code)
    // Six digits, as the back office asks for, are the last six of the same truncation.
    expect(await totp(SEED, now)).toBe(code.slice(2))
  })

  it('HOTP matches RFC 4226 appendix D', async () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ]
    expect(await Promise.all(expected.map((_, counter) => hotp(SEED, counter)))).toEqual(expected)
  })

  it('base32 round-trips and matches the RFC 4648 alphabet', () => {
    expect(base32Encode(SEED)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(base32Encode(ascii('foobar'))).toBe('MZXW6YTBOI')
    expect(Buffer.from(base32Decode('mzxw 6ytb-oi')).toString()).toBe('foobar')
    expect(Buffer.from(base32Decode('MZXW6YTBOI======')).toString()).toBe('foobar')
    expect(() => base32Decode('ABC1')).toThrow('Base32')
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(base32Decode(secret)).toHaveLength(20)
  })

  it('accepts one step of drift, refuses older and reused codes and garbage', async () => {
    const key = SEED
    const now = new Date('2026-11-24T12:00:10Z')
    const step = timeStep(now)
    expect(await verifyTotp(key, await totp(key, now), now, null)).toBe(step)
    expect(await verifyTotp(key, await hotp(key, step - 1), now, null)).toBe(step - 1)
    expect(await verifyTotp(key, await hotp(key, step + 1), now, null)).toBe(step + 1)
    expect(await verifyTotp(key, await hotp(key, step - 2), now, null)).toBeNull()
    expect(await verifyTotp(key, await hotp(key, step + 2), now, null)).toBeNull()
    // Replay: the step was used already.
    expect(await verifyTotp(key, await totp(key, now), now, step)).toBeNull()
    expect(await verifyTotp(key, await hotp(key, step - 1), now, step - 1)).toBeNull()
    expect(await verifyTotp(key, await hotp(key, step + 1), now, step)).toBe(step + 1)
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 12345'])
      expect(await verifyTotp(key, bad, now, null)).toBeNull()
  })

  it('builds the otpauth URI for the QR code with the issuer as label prefix and parameter', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'anna@example.com', 'Kartenstudio Backoffice')
    expect(uri).toBe(
      'otpauth://totp/Kartenstudio%20Backoffice:anna%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Kartenstudio+Backoffice&digits=6&period=30',
    )
  })
})

describe('sealed secrets', () => {
  it('round-trips, differs each time, and refuses another key or a changed byte', () => {
    const a = seal('JBSWY3DPEHPK3PXP', 'k'.repeat(32))
    expect(a).not.toContain('JBSWY3DPEHPK3PXP')
    expect(a).not.toBe(seal('JBSWY3DPEHPK3PXP', 'k'.repeat(32)))
    expect(unseal(a, 'k'.repeat(32))).toBe('JBSWY3DPEHPK3PXP')
    expect(unseal(a, 'x'.repeat(32))).toBeNull()
    const parts = a.split('.')
    const body = Buffer.from(parts[3]!, 'base64url')
    body[0] = (body[0] ?? 0) ^ 1
    expect(
      unseal([parts[0], parts[1], parts[2], body.toString('base64url')].join('.'), 'k'.repeat(32)),
    ).toBeNull()
    expect(unseal('garbage', 'k'.repeat(32))).toBeNull()
  })
})

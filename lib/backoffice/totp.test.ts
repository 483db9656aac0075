import { describe, expect, it } from 'vitest'
import { csvCell, csvDocument, csvLine } from './csv'
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
  type TotpAlgorithm,
} from './totp'

const ascii = (s: string) => new TextEncoder().encode(s)
const SEEDS: Record<TotpAlgorithm, Uint8Array> = {
  sha1: ascii('12345678901234567890'),
  sha256: ascii('12345678901234567890123456789012'),
  sha512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
}

describe('TOTP (RFC 6238 appendix B)', () => {
  it.each([
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ])('T=%i', (seconds, sha1, sha256, sha512) => {
    const now = new Date(seconds * 1000)
    expect(totp(SEEDS.sha1, now, { digits: 8, algorithm: 'sha1' })).toBe(sha1)
    expect(totp(SEEDS.sha256, now, { digits: 8, algorithm: 'sha256' })).toBe(sha256)
    expect(totp(SEEDS.sha512, now, { digits: 8, algorithm: 'sha512' })).toBe(sha512)
  })

  it('HOTP matches RFC 4226 appendix D', () => {
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
    expect(expected.map((_, counter) => hotp(SEEDS.sha1, counter))).toEqual(expected)
  })

  it('base32 round-trips and matches the RFC 4648 alphabet', () => {
    expect(base32Encode(SEEDS.sha1)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(base32Encode(ascii('foobar'))).toBe('MZXW6YTBOI')
    expect(Buffer.from(base32Decode('mzxw 6ytb-oi')).toString()).toBe('foobar')
    expect(() => base32Decode('ABC1')).toThrow('base32')
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(base32Decode(secret)).toHaveLength(20)
  })

  it('accepts one step of drift, refuses older and reused codes and garbage', () => {
    const key = SEEDS.sha1
    const now = new Date('2026-11-24T12:00:10Z')
    const step = timeStep(now)
    expect(verifyTotp(key, totp(key, now), now, null)).toBe(step)
    expect(verifyTotp(key, hotp(key, step - 1), now, null)).toBe(step - 1)
    expect(verifyTotp(key, hotp(key, step + 1), now, null)).toBe(step + 1)
    expect(verifyTotp(key, hotp(key, step - 2), now, null)).toBeNull()
    expect(verifyTotp(key, hotp(key, step + 2), now, null)).toBeNull()
    // Replay: the step was used already.
    expect(verifyTotp(key, totp(key, now), now, step)).toBeNull()
    expect(verifyTotp(key, hotp(key, step + 1), now, step)).toBe(step + 1)
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 12345'])
      expect(verifyTotp(key, bad, now, null)).toBeNull()
  })

  it('builds the otpauth URI for the QR code', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'anna@example.com', 'Kartenstudio Backoffice')).toBe(
      'otpauth://totp/Kartenstudio%20Backoffice%3Aanna%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Kartenstudio+Backoffice&algorithm=SHA1&digits=6&period=30',
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

describe('CSV export cells', () => {
  it.each([
    ['plain', 'plain'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+49 30 123', "'+49 30 123"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['a;b', '"a;b"'],
    ['Zeile 1\nZeile 2', '"Zeile 1\nZeile 2"'],
    ['Sag "Hallo"', '"Sag ""Hallo"""'],
    ['Müller', 'Müller'],
    [null, ''],
    [1234, '1234'],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it('writes a BOM, semicolons and CRLF', () => {
    expect(csvLine(['a', '=b', 3])).toBe("a;'=b;3")
    expect(csvDocument(['Nr', 'Name'], [['KS-1', 'Anna']])).toBe('\uFEFFNr;Name\r\nKS-1;Anna\r\n')
  })
})

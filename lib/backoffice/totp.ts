import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * TOTP (RFC 6238) over HOTP (RFC 4226) with node:crypto: the second factor of the back office. The
 * defaults are what every authenticator app assumes (SHA-1, 6 digits, 30 s); a code is accepted one
 * step early or late for clock drift, and each step only once (the caller stores the last step).
 */
export const TOTP = { stepSeconds: 30, digits: 6, algorithm: 'sha1', window: 1, secretBytes: 20 } as const
export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '')
  const out: number[] = []
  let bits = 0
  let value = 0
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error('The key contains a character that is not base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Uint8Array.from(out)
}

/** HOTP: dynamic truncation of HMAC(key, counter), the last `digits` decimal digits. */
export function hotp(
  key: Uint8Array,
  counter: number,
  digits: number = TOTP.digits,
  algorithm: TotpAlgorithm = 'sha1',
) {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac(algorithm, key).update(message).digest()
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits
  return binary.toString().padStart(digits, '0')
}

export function timeStep(now: Date, stepSeconds: number = TOTP.stepSeconds): number {
  return Math.floor(now.getTime() / 1000 / stepSeconds)
}

export function totp(
  key: Uint8Array,
  now: Date,
  options: { digits?: number; algorithm?: TotpAlgorithm } = {},
): string {
  return hotp(key, timeStep(now), options.digits ?? TOTP.digits, options.algorithm ?? TOTP.algorithm)
}

/**
 * The time step the code belongs to (within the drift window), or null. `lastStep` is the step of
 * the last accepted code: that one and anything earlier are refused, so an overheard code is useless.
 */
export function verifyTotp(key: Uint8Array, code: string, now: Date, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const current = timeStep(now)
  for (let drift = -TOTP.window; drift <= TOTP.window; drift++) {
    const step = current + drift
    if (lastStep !== null && step <= lastStep) continue
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step
  }
  return null
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(TOTP.secretBytes))
}

/** The key URI authenticator apps read from the QR code (Google Authenticator key URI format). */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP.digits),
    period: String(TOTP.stepSeconds),
  })
  return `otpauth://totp/${label}?${query.toString()}`
}

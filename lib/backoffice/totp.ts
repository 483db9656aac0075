import { randomBytes, timingSafeEqual } from 'node:crypto'
import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'

/**
 * TOTP (RFC 6238) for the back office's second factor, computed by better-auth's own utilities
 * (@better-auth/utils: SHA-1, 6 digits, 30 s, what every authenticator app assumes). Two rules of ours
 * sit around the library because its `verify` only answers yes/no against the wall clock: a code is
 * accepted one step early or late for clock drift, and each step only once (the caller stores the
 * step we return, ADR 0099). Everything is async because the library signs with Web Crypto.
 */
export const TOTP = { stepSeconds: 30, digits: 6, window: 1, secretBytes: 20 } as const

export function base32Encode(bytes: Uint8Array): string {
  return base32.encode(bytes, { padding: false })
}

/** Decodes a key as people type it (lower case, spaces, dashes, padding); throws on other characters. */
export function base32Decode(text: string): Uint8Array {
  return base32.decode(text.toUpperCase().replace(/[\s=-]/g, ''))
}

/** HOTP (RFC 4226) of one counter: the library's dynamic truncation of HMAC-SHA-1. */
export function hotp(key: Uint8Array, counter: number, digits: number = TOTP.digits): Promise<string> {
  return createOTP(key, { digits, period: TOTP.stepSeconds }).hotp(counter)
}

export function timeStep(now: Date, stepSeconds: number = TOTP.stepSeconds): number {
  return Math.floor(now.getTime() / 1000 / stepSeconds)
}

/** The code of the step `now` falls in (the library's own `totp()` only knows the wall clock). */
export function totp(key: Uint8Array, now: Date, options: { digits?: number } = {}): Promise<string> {
  return hotp(key, timeStep(now), options.digits ?? TOTP.digits)
}

/**
 * The time step the code belongs to (within the drift window), or null. `lastStep` is the step of
 * the last accepted code: that one and anything earlier are refused, so an overheard code is useless.
 * Both are six digits (checked first), so the constant-time comparison is safe.
 */
export async function verifyTotp(
  key: Uint8Array,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null
  const current = timeStep(now)
  let matched: number | null = null
  for (let drift = -TOTP.window; drift <= TOTP.window; drift++) {
    const step = current + drift
    const expected = await hotp(key, step)
    const same = timingSafeEqual(Buffer.from(expected), Buffer.from(code))
    if (same && (lastStep === null || step > lastStep)) matched ??= step
  }
  return matched
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(TOTP.secretBytes))
}

/** The key URI authenticator apps read from the QR code (Google Authenticator key URI format). */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  return createOTP(base32Decode(secret), { digits: TOTP.digits, period: TOTP.stepSeconds }).url(
    issuer,
    account,
  )
}

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { BrandKey } from '@/lib/config/brands'

/** Confirmation tokens are random and stored only as a hash: a leaked table confirms nothing. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * Unsubscribe tokens are signed, not stored: every newsletter mail can carry one for as long as the
 * address is on the list, and it names only brand and address. HMAC-SHA256 with the auth secret.
 */
export function unsubscribeToken(secret: string, brand: BrandKey, email: string): string {
  const payload = Buffer.from(JSON.stringify([brand, email])).toString('base64url')
  return `${payload}.${sign(secret, payload)}`
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { brand: BrandKey; email: string } | null {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(secret, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 2) return null
    const [brand, email] = value as unknown[]
    if ((brand !== 'card' && brand !== 'poster') || typeof email !== 'string') return null
    return { brand, email }
  } catch {
    return null
  }
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${payload}`).digest('base64url')
}

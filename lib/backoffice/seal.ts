import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { authSecret } from '@/lib/auth/secret'

const VERSION = 'v1'
const INFO = 'backoffice-totp-secret'

/**
 * TOTP secrets are stored sealed (AES-256-GCM), the key derived with HKDF from AUTH_SECRET: a copy
 * of the database alone does not give away the second factor. Changing AUTH_SECRET means staff enrol
 * again, which is the wanted effect of rotating it after a leak.
 */
function key(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'print-shop', INFO, 32))
}

export function seal(plain: string, secret: string = authSecret()): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(secret), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.')
}

/** The plain text, or null when the value was sealed with another key or tampered with. */
export function unseal(sealed: string, secret: string = authSecret()): string | null {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || body === undefined) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(secret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

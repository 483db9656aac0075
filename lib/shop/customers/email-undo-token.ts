import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/**
 * The "this wasn't me" link of the e-mail-change notice: signed (HMAC-SHA256 with the auth secret),
 * not stored, naming the account, the old and the new address and when it expires. It can only ever
 * undo that one change: once the account's address is no longer `newEmail` (undone, or changed again)
 * the link does nothing.
 */
export const UNDO_LINK_DAYS = 7

const payloadSchema = z.tuple([z.uuid(), z.string().min(3), z.string().min(3), z.number().int()])

export interface EmailUndo {
  customerId: string
  oldEmail: string
  newEmail: string
  expiresAt: Date
}

export function emailUndoToken(secret: string, undo: Omit<EmailUndo, 'expiresAt'>, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + UNDO_LINK_DAYS * 86_400
  const payload = Buffer.from(JSON.stringify([undo.customerId, undo.oldEmail, undo.newEmail, expires]))
  const encoded = payload.toString('base64url')
  return `${encoded}.${sign(secret, encoded)}`
}

/** The change a valid, unexpired token undoes; null for anything else. */
export function readEmailUndoToken(secret: string, token: string, now: Date): EmailUndo | null {
  const [encoded, signature, extra] = token.split('.')
  if (!encoded || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(secret, encoded))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const parsed = payloadSchema.safeParse(value)
  if (!parsed.success) return null
  const [customerId, oldEmail, newEmail, expires] = parsed.data
  if (expires * 1000 <= now.getTime()) return null
  return { customerId, oldEmail, newEmail, expiresAt: new Date(expires * 1000) }
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`customer-email-undo:${payload}`).digest('base64url')
}

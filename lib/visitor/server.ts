import 'server-only'
import { randomUUID } from 'node:crypto'
import { cookies } from 'next/headers'
import { env } from '@/lib/env'
import { parseVisitorKey, VISITOR_COOKIE, visitorKeyCookieOptions } from './visitor-key'

/** The visitor key of this request, or null when the visitor has none yet. Any server component. */
export async function readVisitorKey(): Promise<string | null> {
  return parseVisitorKey((await cookies()).get(VISITOR_COOKIE)?.value)
}

/**
 * The visitor key, created and set as an HTTP-only cookie when missing. Only where cookies may be
 * written: server actions and route handlers.
 */
export async function ensureVisitorKey(): Promise<string> {
  const store = await cookies()
  const existing = parseVisitorKey(store.get(VISITOR_COOKIE)?.value)
  if (existing) return existing
  const key = randomUUID()
  store.set(VISITOR_COOKIE, key, visitorKeyCookieOptions(env().COOKIE_SECURE))
  return key
}

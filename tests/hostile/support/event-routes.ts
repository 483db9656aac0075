import { expect } from 'vitest'
import type { Db } from '@/lib/db/types'
import { changedTables, dbFingerprint } from './fingerprint'

/**
 * What the event portal's hostile tests (event-account, -dashboard, -guests, -print) send and check:
 * a JSON request as the shop's own page sends it (same origin, German shop) with the signed-in
 * customer's cookie when given, the route's `{ id }` params, and the refusal that writes nothing.
 */
export function eventRequest(method: string, path: string, cookies: Headers | null, body?: unknown): Request {
  const headers = new Headers({
    'content-type': 'application/json',
    locale: 'de-DE',
    origin: 'http://localhost:3000',
  })
  const cookie = cookies?.get('cookie')
  if (cookie) headers.set('cookie', cookie)
  return new Request(`http://localhost:3000${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
}

export const idParams = (id: string) => ({ params: Promise.resolve({ id }) })

/** The call answers `status` with a message (and field) matching `pattern`, and no table changed. */
export async function refusedWithoutWrites(
  db: Db,
  send: () => Promise<Response>,
  status: number,
  pattern: RegExp,
): Promise<void> {
  const before = await dbFingerprint(db)
  const response = await send()
  const body = (await response.json()) as { error: { message: string; field?: string } }
  expect(response.status, JSON.stringify(body)).toBe(status)
  expect(`${body.error.field ?? ''} ${body.error.message}`).toMatch(pattern)
  expect(changedTables(before, await dbFingerprint(db))).toEqual([])
}

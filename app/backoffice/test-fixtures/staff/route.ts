import { randomUUID } from 'node:crypto'
import { requestDb } from '@/lib/api/request-db'
import { createStaffAccount } from '@/lib/backoffice/staff'

export const dynamic = 'force-dynamic'

/**
 * POST: a new staff account (verified, with a password) for the browser tests. A 404 everywhere
 * unless the server runs with E2E_FIXTURES=1 (read per request: the build never sets it, the
 * browser-test server does).
 */
export async function POST() {
  if (process.env.E2E_FIXTURES !== '1') return new Response('Not found', { status: 404 })
  const email = `team-${randomUUID().slice(0, 8)}@example.com`
  const password = `e2e-${randomUUID()}`
  await createStaffAccount(await requestDb(), email, password)
  return Response.json({ email, password })
}

import { randomUUID } from 'node:crypto'
import { requestDb } from '@/lib/api/request-db'
import { createStaffAccount } from '@/lib/backoffice/staff'
import { STAFF_ROLES, type StaffRole } from '@/lib/backoffice/permissions'

export const dynamic = 'force-dynamic'

/**
 * POST: a new staff account (verified, with a password) for the browser tests. A 404 everywhere
 * unless the server runs with E2E_FIXTURES=1 (read per request: the build never sets it, the
 * browser-test server does). `?role=production|support` makes a member of that role (default owner).
 */
export async function POST(request: Request) {
  if (process.env.E2E_FIXTURES !== '1') return new Response('Not found', { status: 404 })
  const wanted = new URL(request.url).searchParams.get('role') ?? 'owner'
  if (!(STAFF_ROLES as readonly string[]).includes(wanted))
    return new Response('Unknown role', { status: 400 })
  const email = `team-${randomUUID().slice(0, 8)}@example.com`
  const password = `e2e-${randomUUID()}`
  await createStaffAccount(await requestDb(), email, password, wanted as StaffRole)
  return Response.json({ email, password })
}

import 'server-only'
import { cookies } from 'next/headers'
import { forbidden, notFound, redirect } from 'next/navigation'
import { getDb } from '@/lib/db/client'
import { env } from '@/lib/env'
import { logger } from '@/lib/log/logger'
import { can, type StaffAction } from '@/lib/backoffice/permissions'
import { findStaffSession, STAFF_COOKIE, type StaffSession } from '@/lib/backoffice/sessions'
import { T } from '@/lib/backoffice/texts'

export const BACKOFFICE_PATH = '/backoffice'

/** The session of this request's cookie, whatever its stage; null without one. */
export async function currentStaffSession(): Promise<StaffSession | null> {
  const token = (await cookies()).get(STAFF_COOKIE)?.value
  return token ? findStaffSession(await getDb(), token) : null
}

/**
 * Every back-office page and action starts here: a signed-in staff member past the second factor,
 * or the plain 404 anyone else gets, so the back office does not show that it exists.
 */
export async function requireStaff(): Promise<StaffSession> {
  const session = await currentStaffSession()
  if (!session || session.stage !== 'full') notFound()
  return session
}

/**
 * A page or action only some roles may use: staff without the permission get a 403 with the German
 * "Keine Berechtigung" page (app/backoffice/forbidden.tsx); a forged form post is logged.
 */
export async function requireStaffFor(action: StaffAction): Promise<StaffSession> {
  const session = await requireStaff()
  if (!can(session, action)) {
    staffLog(session, 'forbidden', { wanted: action, role: session.role })
    forbidden()
  }
  return session
}

/**
 * Route handlers (downloads, CSV): the session, or the Response to send instead — the plain 404 for
 * anyone who is not signed-in staff, a 403 with a German sentence for a role without the permission.
 */
export async function staffForRoute(action: StaffAction): Promise<StaffSession | Response> {
  const session = await currentStaffSession()
  if (!session || session.stage !== 'full') return new Response('Not found', { status: 404 })
  if (can(session, action)) return session
  staffLog(session, 'forbidden', { wanted: action, role: session.role })
  return new Response(T.forbidden.text, {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** The code and enrolment pages: a session between password and code, else back to the start. */
export async function requirePendingStaff(): Promise<StaffSession> {
  const session = await currentStaffSession()
  if (session?.stage === 'full') redirect(BACKOFFICE_PATH)
  if (!session) redirect(`${BACKOFFICE_PATH}/login`)
  return session
}

/**
 * The session cookie: only sent to /backoffice, never to scripts, and SameSite=Strict, so no other
 * site can make a browser use it (on top of the same-origin check of server actions).
 */
export async function setStaffCookie(token: string, expiresAt: Date): Promise<void> {
  ;(await cookies()).set(STAFF_COOKIE, token, {
    path: BACKOFFICE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: env().COOKIE_SECURE,
    expires: expiresAt,
  })
}

export async function clearStaffCookie(): Promise<void> {
  ;(await cookies()).delete({ name: STAFF_COOKIE, path: BACKOFFICE_PATH })
}

/** Every staff action is logged with who did it (the audit trail next to the order's own history). */
export function staffLog(
  session: Pick<StaffSession, 'customerId' | 'email'>,
  action: string,
  fields: object = {},
) {
  logger().info(
    { staff: { id: session.customerId, email: session.email }, action, ...fields },
    `backoffice ${action}`,
  )
}

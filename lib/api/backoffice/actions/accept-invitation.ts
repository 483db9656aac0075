'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { loginThrottle } from '@/lib/auth/throttle'
import { getDb } from '@/lib/db/client'
import { clientAddress } from '@/lib/http/rate-limit'
import { logger } from '@/lib/log/logger'
import { acceptInvitation } from '@/lib/backoffice/staff-admin'
import { BACKOFFICE_PATH } from '../staff-session'
import { formOf } from './form-of'

const TOKEN = /^[A-Za-z0-9_-]{43}$/

/**
 * The invitee's form: their name and a password (or their existing account's). Wrong passwords count
 * against the sign-in throttle of the address, like the sign-in itself; then on to the sign-in, whose
 * first step enrols the second factor.
 */
export async function acceptInvitationAction(input: unknown): Promise<void> {
  const form = formOf(input)
  const token = String(form.get('token') ?? '')
  if (!TOKEN.test(token)) redirect(`${BACKOFFICE_PATH}/login`)
  const page = `${BACKOFFICE_PATH}/invite/${token}`
  const address = clientAddress(await headers())
  const key = `staff-invite:${address}`
  const throttle = loginThrottle()
  const now = Date.now()
  if ((await throttle.waitMs(key, now)) > 0) redirect(`${page}?error=throttled`)
  const outcome = await acceptInvitation(await getDb(), token, {
    name: String(form.get('name') ?? ''),
    password: String(form.get('password') ?? ''),
  })
  if (!outcome.ok) {
    if (outcome.reason === 'wrongPassword') await throttle.fail(key, now)
    logger().warn({ address, reason: outcome.reason }, 'backoffice invitation refused')
    redirect(outcome.reason === 'invalid' ? `${BACKOFFICE_PATH}/login` : `${page}?error=${outcome.reason}`)
  }
  await throttle.succeed(key)
  logger().info({ staff: { email: outcome.email } }, 'backoffice invitation accepted')
  redirect(`${BACKOFFICE_PATH}/login?notice=accepted`)
}

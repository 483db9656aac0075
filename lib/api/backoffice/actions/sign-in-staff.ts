'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { loginThrottle } from '@/lib/auth/throttle'
import { getDb } from '@/lib/db/client'
import { clientAddress } from '@/lib/http/rate-limit'
import { ANSWER_FLOOR_MS } from '@/lib/shop/customers/deps'
import { logger } from '@/lib/log/logger'
import { BACKOFFICE_PATH, setStaffCookie } from '../staff-session'
import { signInStaff } from '@/lib/backoffice/sign-in'
import { formOf } from './form-of'

/** Step one of the staff sign-in (the login form posts here). */
export async function signInStaffAction(input: unknown): Promise<void> {
  const form = formOf(input)
  const requestHeaders = await headers()
  const address = clientAddress(requestHeaders)
  const outcome = await signInStaff(
    await getDb(),
    { email: form.get('email') ?? '', password: form.get('password') ?? '' },
    { address, throttle: loginThrottle(), answerFloorMs: ANSWER_FLOOR_MS },
  )
  if (!outcome.ok) {
    logger().warn({ address, reason: outcome.reason }, 'backoffice sign-in refused')
    redirect(`${BACKOFFICE_PATH}/login?error=${outcome.reason}`)
  }
  await setStaffCookie(outcome.token, outcome.expiresAt)
  redirect(`${BACKOFFICE_PATH}/${outcome.next}`)
}

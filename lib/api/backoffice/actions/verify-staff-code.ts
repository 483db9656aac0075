'use server'

import { redirect } from 'next/navigation'
import { getDb } from '@/lib/db/client'
import { logger } from '@/lib/log/logger'
import {
  BACKOFFICE_PATH,
  clearStaffCookie,
  currentStaffSession,
  setStaffCookie,
  staffLog,
} from '../staff-session'
import { verifyStaffCode } from '@/lib/backoffice/sign-in'
import { formOf } from './form-of'

/** Step two: the authenticator code (also confirms a new enrolment). */
export async function verifyStaffCodeAction(input: unknown): Promise<void> {
  const form = formOf(input)
  const session = await currentStaffSession()
  if (!session || session.stage !== 'password') redirect(`${BACKOFFICE_PATH}/login?error=ended`)
  const enrolling = session.totpSecretSealed === null
  const outcome = await verifyStaffCode(await getDb(), session, { code: form.get('code') ?? '' })
  if (!outcome.ok) {
    logger().warn({ staff: { id: session.customerId }, reason: outcome.reason }, 'backoffice code refused')
    if (outcome.reason !== 'wrong') {
      await clearStaffCookie()
      redirect(`${BACKOFFICE_PATH}/login?error=${outcome.reason}`)
    }
    redirect(`${BACKOFFICE_PATH}/${enrolling ? 'enrol' : 'verify'}?error=wrong`)
  }
  await setStaffCookie(outcome.token, outcome.expiresAt)
  staffLog(session, enrolling ? 'enrolled-second-factor' : 'signed-in')
  redirect(BACKOFFICE_PATH)
}

'use server'

import { redirect } from 'next/navigation'
import { getDb } from '@/lib/db/client'
import { endStaffSession } from '@/lib/backoffice/sessions'
import { BACKOFFICE_PATH, clearStaffCookie, currentStaffSession, staffLog } from '../staff-session'

export async function signOutStaffAction(): Promise<void> {
  const session = await currentStaffSession()
  if (session) {
    await endStaffSession(await getDb(), session.tokenHash)
    staffLog(session, 'signed-out')
  }
  await clearStaffCookie()
  redirect(`${BACKOFFICE_PATH}/login`)
}

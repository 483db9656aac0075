'use server'

import { redirect } from 'next/navigation'
import { ZodError } from 'zod'
import { getDb } from '@/lib/db/client'
import { enqueueMail } from '@/lib/mail/outbox'
import { kickMailWorker } from '@/lib/mail/runner'
import { invitationMail } from '@/lib/backoffice/invitation-mail'
import {
  changeStaffRole,
  inviteStaff,
  removeStaff,
  resetSecondFactor,
  revokeInvitation,
  roleSchema,
  StaffAdminError,
} from '@/lib/backoffice/staff-admin'
import { absoluteUrl } from '@/lib/seo/urls'
import { BACKOFFICE_PATH, requireStaffFor, staffLog } from '../staff-session'
import { formOf } from './form-of'

const STAFF_PAGE = `${BACKOFFICE_PATH}/staff`
const back = (message: { notice?: string; error?: string }) =>
  `${STAFF_PAGE}?${new URLSearchParams(message as Record<string, string>).toString()}`

const problemKey = (error: StaffAdminError) =>
  error.problem === 'notFound' ? 'staffNotFound' : error.problem

/**
 * Owners only: invite by e-mail. The invitation and its e-mail are written in one transaction, so
 * there is never an invitation nobody was told about; the mail worker sends it right away.
 */
export async function inviteStaffAction(input: unknown): Promise<void> {
  const form = formOf(input)
  const session = await requireStaffFor('manageStaff')
  const db = await getDb()
  let problem: string | null = null
  try {
    await db.transaction(async (tx) => {
      const invitation = await inviteStaff(
        tx,
        { email: form.get('email'), name: form.get('name'), role: form.get('role') },
        session,
      )
      const link = absoluteUrl('card', `${BACKOFFICE_PATH}/invite/${invitation.token}`)
      await enqueueMail(tx, invitationMail({ ...invitation, inviter: session.name, link }))
      staffLog(session, 'invited-staff', { email: invitation.email, role: invitation.role })
    })
    kickMailWorker()
  } catch (error) {
    if (error instanceof ZodError) problem = 'inviteInput'
    else if (error instanceof StaffAdminError) problem = problemKey(error)
    else throw error
  }
  redirect(back(problem ? { error: problem } : { notice: 'invited' }))
}

async function memberChange(
  form: FormData,
  what: string,
  notice: string,
  run: (actorId: string, customerId: string) => Promise<void>,
): Promise<never> {
  const session = await requireStaffFor('manageStaff')
  const customerId = String(form.get('member') ?? '')
  let problem: string | null = null
  try {
    await run(session.customerId, customerId)
    staffLog(session, what, { member: customerId })
  } catch (error) {
    if (error instanceof ZodError) problem = 'input'
    else if (error instanceof StaffAdminError) problem = problemKey(error)
    else throw error
    staffLog(session, `${what}-refused`, { member: customerId, problem })
  }
  redirect(back(problem ? { error: problem } : { notice }))
}

export async function changeStaffRoleAction(input: unknown): Promise<void> {
  const form = formOf(input)
  const db = await getDb()
  await memberChange(form, 'changed-staff-role', 'roleChanged', (actor, member) =>
    changeStaffRole(db, actor, member, roleSchema.parse(form.get('role'))),
  )
}

/** Removing needs the ticked confirmation box: access is not taken away by one stray click. */
export async function removeStaffAction(input: unknown): Promise<void> {
  const form = formOf(input)
  const db = await getDb()
  if (form.get('confirm') !== 'yes') {
    await requireStaffFor('manageStaff')
    redirect(back({ error: 'removeConfirm' }))
  }
  await memberChange(form, 'removed-staff', 'removed', (actor, member) => removeStaff(db, actor, member))
}

export async function resetStaffFactorAction(input: unknown): Promise<void> {
  const form = formOf(input)
  const db = await getDb()
  await memberChange(form, 'reset-staff-factor', 'factorReset', (actor, member) =>
    resetSecondFactor(db, actor, member),
  )
}

export async function revokeInvitationAction(input: unknown): Promise<void> {
  const form = formOf(input)
  const session = await requireStaffFor('manageStaff')
  const id = String(form.get('invitation') ?? '')
  const revoked = await revokeInvitation(await getDb(), id)
  staffLog(session, 'revoked-invitation', { invitation: id, revoked })
  redirect(back(revoked ? { notice: 'revoked' } : { error: 'invitation' }))
}

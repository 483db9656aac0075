'use server'

import { redirect } from 'next/navigation'
import { ZodError } from 'zod'
import { getDb } from '@/lib/db/client'
import { ApiTokenLimitError, createApiToken, revokeApiToken } from '@/lib/backoffice/api-tokens'
import { BACKOFFICE_PATH, requireStaffFor, staffLog } from '../staff-session'
import { formOf } from './form-of'

export type CreateApiTokenState = { kind: 'created'; token: string } | { kind: 'error'; key: string } | null

/**
 * A new export token of the signed-in member, shown once in the page's state (never in a URL or a
 * log); the page lists it by its label from then on.
 */
export async function createApiTokenAction(
  _previous: CreateApiTokenState,
  input: unknown,
): Promise<CreateApiTokenState> {
  const form = formOf(input)
  const session = await requireStaffFor('export')
  try {
    const { id, token } = await createApiToken(await getDb(), session.customerId, form.get('label'))
    staffLog(session, 'created-api-token', { token: id })
    return { kind: 'created', token }
  } catch (error) {
    if (error instanceof ZodError) return { kind: 'error', key: 'tokenLabel' }
    if (error instanceof ApiTokenLimitError) return { kind: 'error', key: 'tokenLimit' }
    throw error
  }
}

export async function revokeApiTokenAction(input: unknown): Promise<void> {
  const form = formOf(input)
  const session = await requireStaffFor('export')
  const id = String(form.get('token') ?? '')
  const revoked = await revokeApiToken(await getDb(), session.customerId, id)
  staffLog(session, 'revoked-api-token', { token: id, revoked })
  redirect(`${BACKOFFICE_PATH}/api-access?${revoked ? 'notice=tokenRevoked' : 'error=tokenUnknown'}`)
}

import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { customers, staffMembers, staffSessions, type StaffSessionStage } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

export const STAFF_COOKIE = 'bo_session'
/** Between password and code: long enough to open the app, short enough to be no session. */
export const PENDING_SECONDS = 10 * 60
/** A working day; staff sign in again each morning. */
export const FULL_SECONDS = 10 * 60 * 60
export const MAX_FAILED_CODES = 5

export interface StaffSession {
  tokenHash: string
  customerId: string
  email: string
  name: string
  stage: StaffSessionStage
  failedCodes: number
  pendingSecretSealed: string | null
  totpSecretSealed: string | null
  totpLastStep: number | null
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new random session; only its hash is stored, the token goes into the cookie. */
export async function createStaffSession(
  db: Db,
  customerId: string,
  stage: StaffSessionStage,
  options: { now?: Date; pendingSecretSealed?: string | null } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const now = options.now ?? new Date()
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + (stage === 'full' ? FULL_SECONDS : PENDING_SECONDS) * 1000)
  await db.insert(staffSessions).values({
    tokenHash: hashOf(token),
    customerId,
    stage,
    expiresAt,
    pendingSecretSealed: options.pendingSecretSealed ?? null,
    createdAt: now,
  })
  // Expired sessions of anyone are cleared on the way; there are only a handful of staff.
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now))
  return { token, expiresAt }
}

/** The live session of a cookie value (a staff member still), or null. */
export async function findStaffSession(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<StaffSession | null> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const [row] = await db
    .select({
      tokenHash: staffSessions.tokenHash,
      customerId: staffSessions.customerId,
      email: customers.email,
      name: customers.name,
      stage: staffSessions.stage,
      failedCodes: staffSessions.failedCodes,
      pendingSecretSealed: staffSessions.pendingSecretSealed,
      totpSecretSealed: staffMembers.totpSecretSealed,
      totpLastStep: staffMembers.totpLastStep,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.customerId, staffSessions.customerId))
    .innerJoin(customers, eq(customers.id, staffSessions.customerId))
    .where(and(eq(staffSessions.tokenHash, hashOf(token)), gt(staffSessions.expiresAt, now)))
  return row ?? null
}

export async function endStaffSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash))
}

/** Counts a wrong code; true when the session is used up (and deleted). */
export async function countFailedCode(db: Db, session: StaffSession): Promise<boolean> {
  const [row] = await db
    .update(staffSessions)
    .set({ failedCodes: sql`${staffSessions.failedCodes} + 1` })
    .where(eq(staffSessions.tokenHash, session.tokenHash))
    .returning({ failed: staffSessions.failedCodes })
  if (!row || row.failed >= MAX_FAILED_CODES) {
    await endStaffSession(db, session.tokenHash)
    return true
  }
  return false
}

/**
 * Records the accepted step; false when a code of this or a later step was accepted meanwhile (the
 * same code sent twice at once): the conditional update makes the check and the write one step.
 */
export async function consumeTotpStep(db: Db, customerId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffMembers.customerId, customerId),
        sql`(${staffMembers.totpLastStep} is null or ${staffMembers.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: staffMembers.customerId })
  return rows.length > 0
}

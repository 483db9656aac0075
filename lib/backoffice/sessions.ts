import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import {
  customers,
  staffMembers,
  staffSessions,
  type StaffRole,
  type StaffSessionStage,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'

export const STAFF_COOKIE = 'bo_session'
/** Between password and code: long enough to open the app, short enough to be no session. */
export const PENDING_SECONDS = 10 * 60
/** A working day; staff sign in again each morning. */
export const FULL_SECONDS = 10 * 60 * 60
/**
 * Wrong codes of one staff member since their last right one, over all their sign-ins, before the
 * second factor is locked for TOTP_LOCK_MINUTES (ADR 0050): signing in again gives no fresh guesses.
 */
export const MAX_TOTP_FAILURES = 5
export const TOTP_LOCK_MINUTES = 15

export interface StaffSession {
  tokenHash: string
  customerId: string
  email: string
  name: string
  role: StaffRole
  stage: StaffSessionStage
  failedCodes: number
  pendingSecretSealed: string | null
  totpSecretSealed: string | null
  totpLastStep: number | null
  totpLockedUntil: Date | null
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
      role: staffMembers.role,
      stage: staffSessions.stage,
      failedCodes: staffSessions.failedCodes,
      pendingSecretSealed: staffSessions.pendingSecretSealed,
      totpSecretSealed: staffMembers.totpSecretSealed,
      totpLastStep: staffMembers.totpLastStep,
      totpLockedUntil: staffMembers.totpLockedUntil,
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
export type FailedCodeOutcome = 'wrong' | 'locked'

/**
 * A wrong code, counted against the member: the MAX_TOTP_FAILURES-th locks their second factor and
 * ends their pending sessions. (The per-session count, staff_sessions.failed_codes, is no longer
 * written: a new sign-in used to start it again at zero.)
 */
export async function countFailedCode(
  db: Db,
  session: StaffSession,
  now = new Date(),
): Promise<FailedCodeOutcome> {
  const [member] = await db
    .update(staffMembers)
    .set({ totpFailures: sql`${staffMembers.totpFailures} + 1` })
    .where(eq(staffMembers.customerId, session.customerId))
    .returning({ failures: staffMembers.totpFailures })
  if (member && member.failures < MAX_TOTP_FAILURES) return 'wrong'
  await db
    .update(staffMembers)
    .set({ totpFailures: 0, totpLockedUntil: new Date(now.getTime() + TOTP_LOCK_MINUTES * 60_000) })
    .where(eq(staffMembers.customerId, session.customerId))
  await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.customerId, session.customerId), eq(staffSessions.stage, 'password')))
  return 'locked'
}

/** True while a member's second factor is locked after too many wrong codes. */
export function totpLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime()
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

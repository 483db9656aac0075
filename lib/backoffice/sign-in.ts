import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { verifyPassword } from '@/lib/auth/password-hash'
import { longestWaitMs, type LoginThrottle } from '@/lib/auth/throttle'
import { withMinimumDuration } from '@/lib/auth/timing'
import { staffMembers, staffSessions } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { seal, unseal } from './seal'
import {
  consumeTotpStep,
  countFailedCode,
  createStaffSession,
  endStaffSession,
  totpLocked,
  type StaffSession,
} from './sessions'
import { findStaffLogin } from './staff'
import { base32Decode, newTotpSecret, verifyTotp } from './totp'

export const staffLoginSchema = z.strictObject({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(128),
})
export const staffCodeSchema = z.strictObject({
  code: z
    .string()
    .transform((s) => s.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/)),
})

export type SignInOutcome =
  | { ok: true; token: string; expiresAt: Date; next: 'verify' | 'enrol' }
  | { ok: false; reason: 'invalid' | 'throttled' | 'locked' }

export interface SignInScope {
  address: string
  throttle: LoginThrottle
  answerFloorMs: number
  now?: Date
}

/**
 * First step: e-mail and password of a staff member's shop account. The answer for a customer, an
 * unknown address or a wrong password is the same, after the same minimum time, so the back office
 * tells nobody who works there. Success opens a short pending session for the second factor; a staff
 * member without one gets a fresh secret to enrol.
 */
export async function signInStaff(db: Db, input: unknown, scope: SignInScope): Promise<SignInOutcome> {
  const parsed = staffLoginSchema.safeParse(input)
  if (!parsed.success) return { ok: false, reason: 'invalid' }
  const { email, password } = parsed.data
  const now = scope.now ?? new Date()
  const keys = [`staff:${email}`, ...(scope.address === 'local' ? [] : [`staff-address:${scope.address}`])]
  if ((await longestWaitMs(scope.throttle, keys, now.getTime())) > 0) {
    return { ok: false, reason: 'throttled' }
  }
  return withMinimumDuration(scope.answerFloorMs, async (): Promise<SignInOutcome> => {
    const staff = await findStaffLogin(db, email)
    const ok =
      staff?.passwordHash && staff.emailVerified
        ? await verifyPassword({ hash: staff.passwordHash, password })
        : false
    if (!staff || !ok) {
      for (const key of keys) await scope.throttle.fail(key, now.getTime())
      return { ok: false, reason: 'invalid' }
    }
    await scope.throttle.succeed(keys[0] as string)
    // Told only after the right password, so it reveals nothing to a stranger.
    if (totpLocked(staff.totpLockedUntil, now)) return { ok: false, reason: 'locked' }
    const enrolled = staff.totpSecretSealed !== null
    const session = await createStaffSession(db, staff.customerId, 'password', {
      now,
      pendingSecretSealed: enrolled ? null : seal(newTotpSecret()),
    })
    return { ok: true, ...session, next: enrolled ? 'verify' : 'enrol' }
  })
}

export type CodeOutcome =
  { ok: true; token: string; expiresAt: Date } | { ok: false; reason: 'wrong' | 'ended' | 'locked' }

/**
 * Second step: the code from the authenticator. For an enrolling member it is checked against the
 * pending secret, which then becomes theirs. Wrong codes count against the member over all sign-ins
 * (sessions.ts MAX_TOTP_FAILURES); a right one clears the count. Success replaces the pending session by a new full one
 * (a new token: nothing learnt before the second factor is worth anything after it).
 */
export async function verifyStaffCode(
  db: Db,
  session: StaffSession,
  input: unknown,
  now = new Date(),
): Promise<CodeOutcome> {
  if (session.stage !== 'password') return { ok: false, reason: 'ended' }
  if (totpLocked(session.totpLockedUntil, now)) {
    await endStaffSession(db, session.tokenHash)
    return { ok: false, reason: 'locked' }
  }
  const enrolling = session.totpSecretSealed === null
  const sealed = enrolling ? session.pendingSecretSealed : session.totpSecretSealed
  const secret = sealed ? unseal(sealed) : null
  if (!secret) {
    // Sealed under another AUTH_SECRET: the member must enrol again (docs/adr/0013).
    await endStaffSession(db, session.tokenHash)
    return { ok: false, reason: 'ended' }
  }
  const parsed = staffCodeSchema.safeParse(input)
  const step = parsed.success
    ? await verifyTotp(base32Decode(secret), parsed.data.code, now, enrolling ? null : session.totpLastStep)
    : null
  if (step === null || !(await consumeTotpStep(db, session.customerId, step))) {
    return { ok: false, reason: await countFailedCode(db, session, now) }
  }
  await db
    .update(staffMembers)
    .set({
      totpFailures: 0,
      totpLockedUntil: null,
      ...(enrolling && { totpSecretSealed: sealed, totpEnabledAt: now }),
    })
    .where(eq(staffMembers.customerId, session.customerId))
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, session.tokenHash))
  const full = await createStaffSession(db, session.customerId, 'full', { now })
  return { ok: true, ...full }
}

/** The secret being enrolled, for the QR code; null outside enrolment. */
export function pendingSecret(session: StaffSession): string | null {
  if (session.stage !== 'password' || session.totpSecretSealed !== null || !session.pendingSecretSealed)
    return null
  return unseal(session.pendingSecretSealed)
}

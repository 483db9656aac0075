/**
 * Session lifetimes (OWASP session management): a session ends after a day without activity (idle)
 * and, however active, 30 days after login (absolute). better-auth implements the idle timeout as a
 * sliding expiry (expiresIn, pushed forward at most every updateAge); the absolute one is ours
 * (lib/auth/session.ts compares the session's createdAt).
 */
export const SESSION_IDLE_SECONDS = 24 * 60 * 60
export const SESSION_REFRESH_SECONDS = 60 * 60
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60

/** Links in e-mails: verification a day, password reset an hour (single use). */
export const VERIFY_EMAIL_SECONDS = 24 * 60 * 60
export const RESET_PASSWORD_SECONDS = 60 * 60

export const SESSION_COOKIE_PREFIX = 'shop'

export function sessionPastAbsoluteLimit(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() > SESSION_ABSOLUTE_SECONDS * 1000
}

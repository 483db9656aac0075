import { randomUUID } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { nextCookies } from 'better-auth/next-js'
import { authVerifications, customerCredentials, customers, customerSessions } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { env } from '@/lib/env'
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address'
import { logger } from '@/lib/log/logger'
import { hashPassword, verifyPassword } from './password-hash'
import { authSecret } from './secret'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules'
import {
  RESET_PASSWORD_SECONDS,
  SESSION_COOKIE_PREFIX,
  SESSION_IDLE_SECONDS,
  SESSION_REFRESH_SECONDS,
  VERIFY_EMAIL_SECONDS,
} from './session-policy'

/** What better-auth hands us when it wants an e-mail sent; the customers module writes the mail. */
export interface AuthMailer {
  verifyEmail(user: AuthUser, token: string): Promise<void>
  resetPassword(user: AuthUser, token: string): Promise<void>
  existingSignUp(user: AuthUser): Promise<void>
}

export interface AuthUser {
  id: string
  email: string
  name: string
  brand?: unknown
  locale?: unknown
}

/**
 * better-auth over our Drizzle schema (docs/adr/0010-customer-accounts.md). It is used as a library
 * only: no catch-all auth route is mounted; the shop's own endpoints and server actions
 * (lib/shop/customers) call auth.api.* after validating input with zod, and build every e-mail link
 * from the configured site URLs. nextCookies() writes the session cookie in route handlers and server
 * actions.
 */
export function createAuth(db: Db, mailer: AuthMailer) {
  const settings = env()
  return betterAuth({
    appName: 'shop',
    baseURL: settings.SITE_URL_CARD,
    secret: authSecret(),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: customers,
        session: customerSessions,
        account: customerCredentials,
        verification: authVerifications,
      },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '' },
        lastName: { type: 'string', required: false, defaultValue: '' },
        brand: { type: 'string', required: false, defaultValue: 'card', input: true },
        locale: { type: 'string', required: false, defaultValue: 'de-DE', input: true },
      },
      // Re-authentication (the current password) is checked by lib/shop/customers before calling.
      changeEmail: { enabled: true },
      deleteUser: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_PASSWORD_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) => mailer.resetPassword(user, token),
      onExistingUserSignUp: ({ user }) => mailer.existingSignUp(user),
    },
    emailVerification: {
      sendOnSignUp: true,
      // A correct password on an unconfirmed account sends the link again instead of a dead end.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_EMAIL_SECONDS,
      sendVerificationEmail: ({ user, token }) => mailer.verifyEmail(user, token),
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      cookieCache: { enabled: false },
    },
    // Our own throttle (lib/auth/throttle.ts) guards login; auth.api calls bypass this limiter anyway.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: settings.COOKIE_SECURE,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      database: { generateId: () => randomUUID() },
      // The address server/start.mjs took from the socket (ADR 0050), not a header a client can write.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => {
        if (level === 'error') logger().error({ area: 'auth' }, message)
        else if (level === 'warn') logger().warn({ area: 'auth' }, message)
      },
    },
    plugins: [nextCookies()],
  })
}

export type Auth = ReturnType<typeof createAuth>

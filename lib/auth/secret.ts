import { env } from '@/lib/env'

const DEVELOPMENT_SECRET = 'development-only-auth-secret-not-for-production-use'

/**
 * The key that signs session cookies, confirmation and unsubscribe tokens. A fixed value is allowed
 * only where nothing real is protected (development, test); staging and production refuse to run
 * accounts without AUTH_SECRET. Checked when first used, so the rest of the shop starts either way.
 */
export function authSecret(): string {
  const settings = env()
  if (settings.AUTH_SECRET) return settings.AUTH_SECRET
  if (settings.APP_ENV === 'development' || settings.APP_ENV === 'test') return DEVELOPMENT_SECRET
  throw new Error(`AUTH_SECRET is required when APP_ENV is ${settings.APP_ENV}`)
}

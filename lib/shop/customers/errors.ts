import type { ShopLocaleCode } from '@/lib/config/locales'
import { messagesFor } from '@/lib/i18n/messages'
import { ShopError } from '@/lib/shop/common/errors'

/**
 * Spec section 8's error keys and the other account failures. Messages come from locales/account
 * (namespace AccountErrors) so the API and the pages say the same thing in the caller's language.
 */
export const ACCOUNT_ERROR_KEYS = {
  logIn: 'log-in error',
  passwordReset: 'password-reset error',
  signUp: 'sign-up error',
  throttled: 'log-in throttled',
  notVerified: 'e-mail not verified',
  wrongPassword: 'wrong password',
  notSignedIn: 'not signed in',
  invalidLink: 'invalid link',
  openOrders: 'orders still open',
  mailLimit: 'too many mail requests',
} as const
export type AccountErrorName = keyof typeof ACCOUNT_ERROR_KEYS

const STATUS: Record<AccountErrorName, 400 | 401 | 403 | 409 | 429> = {
  logIn: 401,
  passwordReset: 400,
  signUp: 400,
  throttled: 429,
  notVerified: 403,
  wrongPassword: 403,
  notSignedIn: 401,
  invalidLink: 400,
  openOrders: 409,
  mailLimit: 429,
}

export function accountErrorMessage(name: AccountErrorName, locale: ShopLocaleCode): string {
  return messagesFor(locale).AccountErrors[name]
}

export function accountError(
  name: AccountErrorName,
  locale: ShopLocaleCode,
  extra: { field?: string; retryAfterSeconds?: number; orderNumbers?: readonly string[] } = {},
): ShopError {
  const { orderNumbers, ...options } = extra
  let message = accountErrorMessage(name, locale)
  if (extra.retryAfterSeconds) message = message.replace('{seconds}', String(extra.retryAfterSeconds))
  if (orderNumbers) message = message.replace('{orders}', orderNumbers.join(', '))
  return new ShopError(message, { status: STATUS[name], key: ACCOUNT_ERROR_KEYS[name], ...options })
}

/** The account error a ShopError stands for, if any (pages show their own sentence for it). */
export function accountErrorName(error: unknown): AccountErrorName | null {
  if (!(error instanceof ShopError)) return null
  const entry = Object.entries(ACCOUNT_ERROR_KEYS).find(([, key]) => key === error.options.key)
  return entry ? (entry[0] as AccountErrorName) : null
}

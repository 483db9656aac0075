import type { ShopLocaleCode } from '@/lib/config/locales'
import { jsonError } from '@/lib/http/json'
import type { RenderRefused } from './errors'

/**
 * A refused render as the JSON error every route answers, with Retry-After when waiting helps. With
 * the shop's locale the message is the customer's language; picture URLs (/img) know none and answer
 * in English.
 */
export function renderRefusedResponse(error: RenderRefused, locale?: ShopLocaleCode): Response {
  const headers = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined
  const message = locale ? error.messageIn(locale) : error.message
  return jsonError(error.status, message, { reason: error.reason, key: error.key }, headers && { headers })
}

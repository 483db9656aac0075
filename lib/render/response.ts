import { jsonError } from '@/lib/http/json'
import type { RenderRefused } from './errors'

/** A refused render as the JSON error every route answers, with Retry-After when waiting helps. */
export function renderRefusedResponse(error: RenderRefused): Response {
  const headers = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined
  return jsonError(error.status, error.message, { reason: error.reason }, headers && { headers })
}

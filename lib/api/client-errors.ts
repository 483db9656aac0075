import { HttpError, jsonError, readJsonBody } from '@/lib/http/json'
import { clientAddress, type SharedRateLimiter } from '@/lib/http/rate-limit'
import { logClientError, type ClientErrorLog } from '@/lib/log/client-error-log'
import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERROR_MAX_BODY_BYTES,
  clientErrorReportSchema,
  formatReportError,
} from '@/lib/log/client-error-schema'

/**
 * The spec's "Client errors are forwarded to a logger": POST /web-api/client-errors. Everything
 * here is an answer to untrusted input, so each failure is a 4xx JSON error and nothing from the
 * report (least of all a stack trace) is echoed back. Writing the report is lib/log's business.
 */

export interface ClientErrorIntake extends ClientErrorLog {
  limiter: SharedRateLimiter
}

export async function receiveClientError(request: Request, deps: ClientErrorIntake): Promise<Response> {
  // Rate-limit before reading the body so a flood costs as little as possible.
  const limit = await deps.limiter.check(clientAddress(request.headers), deps.now())
  if (!limit.allowed) {
    return jsonError(429, 'Too many error reports; try again later', undefined, {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    })
  }

  let body: unknown
  try {
    body = await readJsonBody(request, CLIENT_ERROR_MAX_BODY_BYTES)
  } catch (error) {
    if (error instanceof HttpError) return error.toResponse()
    throw error
  }

  const parsed = clientErrorReportSchema.safeParse(body)
  if (!parsed.success) return jsonError(400, formatReportError(parsed.error))
  const report = parsed.data

  const path = samePath(report.url, new URL(request.url).origin)
  if (path === undefined) {
    return jsonError(400, 'Invalid client error report: url: must be a path or a same-origin URL')
  }

  const userAgent =
    report.userAgent ?? request.headers.get('user-agent')?.slice(0, CLIENT_ERROR_LIMITS.userAgent)
  logClientError(report, { path, userAgent }, deps)
  return new Response(null, { status: 204 })
}

/** The report's URL as a path, or undefined when it names another origin. */
function samePath(url: string, origin: string): string | undefined {
  if (url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    return parsed.origin === origin ? parsed.pathname + parsed.search + parsed.hash : undefined
  } catch {
    return undefined
  }
}

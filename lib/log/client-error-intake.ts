import { HttpError, jsonError, readJsonBody } from '@/lib/http/json'
import { clientAddress, type RateLimiter } from '@/lib/http/rate-limit'
import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERROR_MAX_BODY_BYTES,
  clientErrorReportSchema,
  formatReportError,
} from './client-error-schema'
import { requestLogger, type Logger, type RequestLogContext } from './logger'
import { suppressionSummary, type Throttle } from './throttle'

/**
 * The spec's "Client errors are forwarded to a logger": POST /web-api/client-errors. Everything
 * here is an answer to untrusted input, so each failure is a 4xx JSON error and nothing from the
 * report (least of all a stack trace) is echoed back.
 */

export interface ClientErrorIntake {
  limiter: RateLimiter
  throttle: Throttle
  now: () => number
  log?: (context: RequestLogContext) => Logger
}

export async function receiveClientError(request: Request, deps: ClientErrorIntake): Promise<Response> {
  // Rate-limit before reading the body so a flood costs as little as possible.
  const limit = deps.limiter.check(clientAddress(request.headers), deps.now())
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

  // One throttle key per kind and message: a broken page in many tabs is one problem, not many.
  const decision = deps.throttle.check(`${report.kind}:${report.message}`, deps.now())
  const log = (deps.log ?? requestLogger)({
    channel: report.channel,
    locale: report.locale,
    session: report.session,
    url: path,
  })
  // A chunk that fails to load after the reload guard is usually a deploy in progress, not a bug.
  const level = report.kind === 'chunk-load' ? 'warn' : 'error'
  if (decision.suppressed > 0) {
    log[level](
      { kind: report.kind, suppressed: decision.suppressed },
      suppressionSummary(decision.suppressed),
    )
  }
  if (decision.allow) {
    const userAgent =
      report.userAgent ?? request.headers.get('user-agent')?.slice(0, CLIENT_ERROR_LIMITS.userAgent)
    // `error`, not pino's `err`: the Error serializer would turn this plain object into
    // {type: 'Object', stack: ''}.
    const error = { message: report.message, stack: report.stack }
    log[level]({ kind: report.kind, error, userAgent }, 'client error')
  }
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

import type { ClientErrorReport } from './client-error-schema'
import { requestLogger, type Logger, type RequestLogContext } from './logger'
import { suppressionSummary, type Throttle } from './throttle'

/** What writes a browser's error report to the server log: the throttle, a clock, the logger. */
export interface ClientErrorLog {
  throttle: Throttle
  now: () => number
  log?: (context: RequestLogContext) => Logger
}

/**
 * Writes one checked browser error report (lib/api/client-errors.ts checks it). `path` is the report's
 * page as a same-origin path; `userAgent` the report's or the request's. Repeats are throttled per kind
 * and message: a broken page in many tabs is one problem, not many.
 */
export function logClientError(
  report: ClientErrorReport,
  page: { path: string; userAgent: string | undefined },
  deps: ClientErrorLog,
): void {
  const decision = deps.throttle.check(`${report.kind}:${report.message}`, deps.now())
  const log = (deps.log ?? requestLogger)({
    channel: report.channel,
    locale: report.locale,
    session: report.session,
    url: page.path,
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
    // `error`, not pino's `err`: the Error serializer would turn this plain object into
    // {type: 'Object', stack: ''}.
    const error = { message: report.message, stack: report.stack }
    log[level]({ kind: report.kind, error, userAgent: page.userAgent }, 'client error')
  }
}

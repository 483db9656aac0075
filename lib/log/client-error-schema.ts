import { z } from 'zod'
import { BRAND_KEYS } from '@/lib/config/brands'
import { LOCALE_CODE_PATTERN } from '@/lib/config/locales'
import {
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_LIMITS,
  isPathOrHttpUrl,
  SESSION_PATTERN,
} from './client-error-limits'

export {
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_LIMITS,
  CLIENT_ERROR_MAX_BODY_BYTES,
  isPathOrHttpUrl,
  SESSION_PATTERN,
  type ClientErrorKind,
} from './client-error-limits'

/**
 * What the browser sends to POST /web-api/client-errors, validated by the route. Browser-safe
 * (zod and config data only), though the reporter imports only its type and the limits module.
 */

export const clientErrorReportSchema = z
  .object({
    message: z
      .string()
      .min(1)
      .max(CLIENT_ERROR_LIMITS.message)
      .describe('The error message as the browser reported it'),
    stack: z
      .string()
      .max(CLIENT_ERROR_LIMITS.stack)
      .optional()
      .describe('The stack trace, if the browser provided one; truncated by the reporter'),
    url: z
      .string()
      .min(1)
      .max(CLIENT_ERROR_LIMITS.url)
      .refine(isPathOrHttpUrl, 'must be a path or a same-origin URL')
      .describe('The page the error happened on: a path with query, or a same-origin absolute URL'),
    kind: z
      .enum(CLIENT_ERROR_KINDS)
      .describe(
        'error: window error event; unhandledrejection: unhandled promise rejection; ' +
          'chunk-load: a script or CSS chunk failed to load after the reload guard; react: an error boundary',
      ),
    session: z
      .string()
      .min(1)
      .max(CLIENT_ERROR_LIMITS.session)
      .regex(SESSION_PATTERN, 'must contain only letters, digits and dashes')
      .optional()
      .describe('Random per-tab id, so reports from one visit can be grouped; not tied to a customer'),
    channel: z.enum(BRAND_KEYS).optional().describe('The brand channel the page belongs to'),
    locale: z
      .string()
      .regex(LOCALE_CODE_PATTERN, 'must be a locale code like de-DE')
      .optional()
      .describe('The locale code of the page, e.g. de-DE'),
    userAgent: z
      .string()
      .max(CLIENT_ERROR_LIMITS.userAgent)
      .optional()
      .describe("The browser's user agent string"),
  })
  .describe("An error that happened in a visitor's browser, forwarded to the server log")

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>

/** One line naming the field, e.g. `kind: Invalid option: expected one of "error"|...`. */
export function formatReportError(error: z.ZodError): string {
  const issue = error.issues[0]
  const field = issue?.path.join('.') || 'body'
  return `Invalid client error report: ${field}: ${issue?.message ?? 'invalid value'}`
}

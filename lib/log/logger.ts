import 'server-only'
import pino, { type DestinationStream, type Logger } from 'pino'
import packageJson from '@/package.json'
import type { BrandKey } from '@/lib/config/brands'
import { env } from '@/lib/env'
import { REDACT_PATHS, REDACTED, redactUrl, scrubSecrets, secretsOf } from './redact'

/**
 * The shop's one server logger: JSON lines on stdout, picked up by the platform's log collector.
 * Deliberately no pino transport: transports run in worker threads, which Next's server bundles
 * and short-lived serverless instances handle badly, and pretty-printing is a reader's concern.
 * `server-only` makes an accidental import from a client component a build error instead of a
 * bundle that ships pino and reads secrets from the environment.
 */

export type { Logger }

export const SERVICE_NAME = 'print-shop'
export const APP_VERSION: string = packageJson.version

export interface CreateLoggerOptions {
  level: pino.LevelWithSilent
  environment: string
  /** Setting values that must never appear in a log line, e.g. LOG_TOKEN and DATABASE_URL. */
  secrets?: ReadonlyArray<string | undefined>
  /** Defaults to a synchronous stdout stream; tests pass an in-memory one. */
  destination?: DestinationStream
}

export function createLogger(options: CreateLoggerOptions): Logger {
  const secrets = secretsOf(options.secrets ?? [])
  return pino(
    {
      level: options.level,
      base: { service: SERVICE_NAME, version: APP_VERSION, environment: options.environment },
      // Log collectors index the label, not pino's numeric level.
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      hooks: secrets.length > 0 ? { streamWrite: (line) => scrubSecrets(line, secrets) } : {},
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  )
}

function fromEnv(destination?: DestinationStream): Logger {
  const settings = env()
  return createLogger({
    level: settings.LOG_LEVEL,
    environment: settings.APP_ENV,
    secrets: [
      settings.LOG_TOKEN,
      settings.DATABASE_URL,
      settings.STORYBLOK_TOKEN,
      settings.SPLIT_SDK_KEY,
      settings.SMTP_URL,
      settings.AUTH_SECRET,
      settings.S3_SECRET_ACCESS_KEY,
      settings.CMS_WEBHOOK_SECRET,
    ],
    destination,
  })
}

let root: Logger | undefined

/** The root logger, created on first use so importing this module never parses the environment. */
export function logger(): Logger {
  root ??= fromEnv()
  return root
}

/** Tests capture output through this, mirroring resetEnvForTests. */
export function resetLoggerForTests(destination?: DestinationStream): void {
  root = destination ? fromEnv(destination) : undefined
}

/** The context fields the spec's logging service expects on every line about one request. */
export interface RequestLogContext {
  channel?: BrandKey
  locale?: string
  session?: string
  url?: string
}

/**
 * A child logger for one request or client report. version and environment come from the root's
 * base fields; the URL is redacted because query strings carry tokens.
 */
export function requestLogger(context: RequestLogContext): Logger {
  const bindings: Record<string, string> = {}
  if (context.channel) bindings.channel = context.channel
  if (context.locale) bindings.locale = context.locale
  if (context.session) bindings.session = context.session
  if (context.url) bindings.url = redactUrl(context.url)
  return logger().child(bindings)
}

import { z } from 'zod'
import { BRAND_KEYS, type BrandKey } from '@/lib/config/brands'

/**
 * Every setting of the shop, parsed once from process.env with zod. A bad value stops start-up with a
 * single line naming the variable (see formatEnvError); nothing else in the code reads process.env.
 */

const url = z.url({ protocol: /^https?$/ })

const brandHosts = z
  .string()
  .transform((raw, ctx) => {
    const map: Record<string, BrandKey> = {}
    for (const pair of raw
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [host, brand, extra] = pair.split('=').map((s) => s.trim().toLowerCase())
      if (!host || !brand || extra !== undefined || !(BRAND_KEYS as readonly string[]).includes(brand)) {
        ctx.addIssue({ code: 'custom', message: `"${pair}" is not host=card|poster` })
        return z.NEVER
      }
      map[host] = brand as BrandKey
    }
    return map
  })
  .describe('Comma-separated host=brand pairs; hosts not listed are the card brand')

const contact = z.object({ email: z.email(), phone: z.string().min(3).max(40) })
const supportContacts = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'is not valid JSON' })
      return z.NEVER
    }
  })
  .pipe(z.partialRecord(z.enum(BRAND_KEYS), z.partialRecord(z.enum(['de', 'at', 'ch', 'us']), contact)))
  .describe('JSON {brand: {localeSegment: {email, phone}}} overriding the support contacts in config')

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    APP_ENV: z.enum(['development', 'test', 'staging', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // Unset: the local origins on PORT (see the transform below), so links, canonicals, mails and the
    // sitemap point to the port the shop really listens on.
    SITE_URL_CARD: url.optional(),
    SITE_URL_POSTER: url.optional(),
    BRAND_HOSTS: brandHosts.default({ 'myposter.localhost': 'poster' }),
    CARD_BRAND_NAME: z.string().trim().min(1).max(60).default('Kartenstudio'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    STORYBLOK_TOKEN: z.string().min(1).optional(),
    /** Shared secret of the CMS's publish webhook (HMAC-SHA1 of the body); without it the webhook is off. */
    CMS_WEBHOOK_SECRET: z.string().min(16).optional(),
    SPLIT_SDK_KEY: z.string().min(1).max(250).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, 'must start with smtp:// or smtps://')
      .optional(),
    SUPPORT_CONTACTS: supportContacts.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_TOKEN: z.string().min(1).optional(),
    ROBOTS: z
      .string()
      .regex(/^(index|noindex),\s?(follow|nofollow)$/, 'must be like "noindex,nofollow"')
      .optional(),
    COOKIE_SECURE: bool.optional(),
    DEV_SERVER_LOOPBACK: bool
      .default(false)
      .describe(
        'Set by `npm run dev`, whose server listens on 127.0.0.1 only (the mail viewer relies on it)',
      ),
    // Reverse proxies in front of the shop: the client address is the X-Forwarded-For entry the
    // outermost of them appended (server/client-address.mjs parses it the same way, ADR 0050).
    TRUSTED_PROXIES: z.coerce.number().int().min(0).max(20).default(0),
    // The CDN's visitor-country header (e.g. cf-ipcountry), a hint for the country pop-up; read only
    // when TRUSTED_PROXIES says a proxy of ours is in front (lib/routing/location-hint.ts).
    CDN_COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name, e.g. cf-ipcountry')
      .transform((name) => name.toLowerCase())
      .optional(),
    // Prepayment instructions (checkout confirmation and e-mail). The defaults are a well-known test
    // account for development; production sets the company's real account.
    BANK_IBAN: z
      .string()
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/, 'must be an IBAN'))
      .default('DE02120300000000202051'),
    BANK_BIC: z
      .string()
      .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'must be a BIC of 8 or 11 characters')
      .default('BYLADEM1001'),
    SHOP_API_BASE: url
      .optional()
      .describe('Origin of an external backend implementing /web-api and /price-api; unset = in-process'),
    AUTH_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .optional()
      .describe(
        'Signs session cookies and e-mail tokens; required outside development and test, where an unset one is generated into DATA_DIR/auth-secret',
      ),
    UPLOAD_STORAGE: z
      .enum(['local', 's3'])
      .default('local')
      .describe('Where uploads and print files are kept: local disk under DATA_DIR/files, or an S3 bucket'),
    S3_ENDPOINT: url
      .optional()
      .describe('S3 service origin, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000'),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'must be a region like eu-central-1')
      .default('us-east-1'),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (lower-case letters, digits, dots, dashes)',
      )
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.UPLOAD_STORAGE !== 's3') return
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when UPLOAD_STORAGE=s3' })
    }
  })
  .transform((env) => ({
    ...env,
    ROBOTS: env.ROBOTS ?? (env.APP_ENV === 'production' ? 'index,follow' : 'noindex,nofollow'),
    SITE_URL_CARD: env.SITE_URL_CARD ?? `http://localhost:${env.PORT}`,
    SITE_URL_POSTER: env.SITE_URL_POSTER ?? `http://myposter.localhost:${env.PORT}`,
    // Everywhere but on a developer's machine and in tests (plain http://localhost): staging is served
    // over HTTPS like production, and its session cookie must not travel over plain HTTP either.
    COOKIE_SECURE: env.COOKIE_SECURE ?? (env.APP_ENV !== 'development' && env.APP_ENV !== 'test'),
  }))

export type Env = z.output<typeof envSchema>

export class EnvError extends Error {
  override name = 'EnvError'
}

/** One line naming the variable: `Invalid environment: PORT: Too big: expected number to be <=65535`. */
export function formatEnvError(error: z.ZodError): string {
  const issue = error.issues[0]
  const name = issue?.path.join('.') || 'environment'
  return `Invalid environment: ${name}: ${issue?.message ?? 'invalid value'}`
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const result = envSchema.safeParse(cleaned)
  if (!result.success) throw new EnvError(formatEnvError(result.error))
  return result.data
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** Tests swap settings through this instead of mutating process.env. */
export function resetEnvForTests(next?: Record<string, string | undefined>): void {
  cached = next ? parseEnv(next) : undefined
}

import type { Env } from '@/lib/env'
import { env } from '@/lib/env'
import { readOrCreateSecret, type StoredSecret } from './secret-file'

/** Environments that may run on a generated secret; the others must be given AUTH_SECRET. */
const GENERATED_SECRET_ENVIRONMENTS: ReadonlySet<Env['APP_ENV']> = new Set(['development', 'test'])

type SecretSettings = Pick<Env, 'APP_ENV' | 'AUTH_SECRET' | 'DATA_DIR'>

export type AuthSecretSource = { kind: 'setting' } | ({ kind: 'file' } & StoredSecret)

export class AuthSecretMissingError extends Error {
  override name = 'AuthSecretMissingError'
  constructor(appEnv: string) {
    super(
      `AUTH_SECRET is required when APP_ENV is ${appEnv}: ` +
        'set it to a random value of at least 32 characters (e.g. `openssl rand -base64 32`).',
    )
  }
}

/**
 * Where the key that signs session cookies, e-mail links and unsubscribe tokens comes from
 * (docs/adr/0047): AUTH_SECRET when set; otherwise, in development and test, a random secret
 * generated once into DATA_DIR/auth-secret and reused. There is no built-in fallback value: a key
 * printed in the source would let anyone forge e-mail links for any account. Staging and
 * production refuse to start without AUTH_SECRET (lib/server-startup.ts, scripts/check-env.ts).
 */
export function resolveAuthSecret(settings: SecretSettings): AuthSecretSource {
  if (settings.AUTH_SECRET) return { kind: 'setting' }
  return { kind: 'file', ...storedSecret(settings) }
}

function storedSecret(settings: SecretSettings): StoredSecret {
  if (!GENERATED_SECRET_ENVIRONMENTS.has(settings.APP_ENV)) throw new AuthSecretMissingError(settings.APP_ENV)
  return readOrCreateSecret(settings.DATA_DIR)
}

/** Read once per data folder: the file never changes while the server runs. */
const fromFile = new Map<string, string>()

export function authSecret(): string {
  const settings = env()
  if (settings.AUTH_SECRET) return settings.AUTH_SECRET
  let secret = fromFile.get(settings.DATA_DIR)
  if (secret === undefined) {
    secret = storedSecret(settings).secret
    fromFile.set(settings.DATA_DIR, secret)
  }
  return secret
}

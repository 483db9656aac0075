/**
 * What the logger must never write. Path redaction catches secrets under well-known keys; the
 * string scrub in scrubSecrets catches configured secret values wherever they end up (a token
 * pasted into an error message, a connection string in a driver's stack trace).
 */

export const REDACTED = '[Redacted]'

/** pino redact paths. `*.x` only reaches one level down, so common nestings are listed explicitly. */
export const REDACT_PATHS = [
  'password',
  'token',
  'authorization',
  'cookie',
  '*.password',
  '*.token',
  '*.authorization',
  '*.cookie',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'request.headers.cookie',
  'request.headers.authorization',
  'res.headers["set-cookie"]',
]

// Query parameters whose values are credentials in the services the shop talks to (Storyblok
// `token`, signed URLs, OAuth callbacks).
const SECRET_QUERY_KEYS =
  /^(password|passwd|pwd|token|access_token|api_key|apikey|key|secret|signature|sig|code)$/i

/**
 * Removes the password of a URL's user-info part and the values of credential-like query
 * parameters. Regex-based rather than `new URL()` so it also works on free text holding a
 * connection string (exactly where a leaked DATABASE_URL would show up) and leaves the rest of
 * the string byte-for-byte unchanged.
 */
export function redactUrl(value: string): string {
  return (
    value
      .replace(/([?&])([^=&#\s]+)=([^&#\s]*)/g, (match, sep: string, key: string) =>
        SECRET_QUERY_KEYS.test(key) ? `${sep}${key}=${REDACTED}` : match,
      )
      // Greedy up to the last "@" of the authority: an unencoded "@" inside a password stays hidden.
      .replace(/(\/\/[^/\s:@?#]*:)[^\s/?#]*@/g, `$1${REDACTED}@`)
  )
}

/** The secret substrings of a setting: the whole value and, for URLs, the password on its own. */
export function secretsOf(values: ReadonlyArray<string | undefined>): string[] {
  const secrets = new Set<string>()
  for (const value of values) {
    if (!value) continue
    secrets.add(value)
    try {
      const password = new URL(value).password
      if (password) {
        secrets.add(password)
        secrets.add(decodeURIComponent(password))
      }
    } catch {
      // Not a URL: the whole value is the secret.
    }
  }
  // Very short values would blank out ordinary words; the env schema already requires length >= 1,
  // so anything under 4 characters is a test value or a misconfiguration, not a credential.
  return [...secrets].filter((s) => s.length >= 4).sort((a, b) => b.length - a.length)
}

/**
 * Replaces every secret in an already serialised log line. Secrets are also matched in their
 * JSON-escaped form, because the line is JSON and a quote or backslash in a password is escaped.
 */
export function scrubSecrets(line: string, secrets: readonly string[]): string {
  let out = line
  for (const secret of secrets) {
    const escaped = JSON.stringify(secret).slice(1, -1)
    out = out.split(secret).join(REDACTED)
    if (escaped !== secret) out = out.split(escaped).join(REDACTED)
  }
  return out
}

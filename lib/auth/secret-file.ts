import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The generated AUTH_SECRET of a server started without one (docs/adr/0047): made once, kept in
 * DATA_DIR/auth-secret readable by its owner only, and reused on every later start, so sessions and
 * e-mail links survive restarts and nobody else knows the key. Plain Node (no env, no logger): the
 * start scripts call it before the build, the server when it starts, and build workers may read it
 * at the same moment, so creating it must be atomic.
 */

export const SECRET_FILE_NAME = 'auth-secret'
export const MIN_SECRET_LENGTH = 32

export interface StoredSecret {
  readonly secret: string
  readonly file: string
  /** True only for the call that created the file. */
  readonly generated: boolean
}

export class SecretFileError extends Error {
  override name = 'SecretFileError'
}

export function secretFileOf(dataDir: string): string {
  return join(dataDir, SECRET_FILE_NAME)
}

export function readOrCreateSecret(dataDir: string): StoredSecret {
  const file = secretFileOf(dataDir)
  const existing = readSecret(file)
  if (existing !== undefined) return { secret: existing, file, generated: false }

  mkdirSync(dataDir, { recursive: true })
  // 32 random bytes: 43 characters of base64url, far past brute force and past MIN_SECRET_LENGTH.
  const secret = randomBytes(32).toString('base64url')
  // Written whole under a private name first, then linked into place: link() fails when the name
  // exists, so of two starts racing here exactly one wins and the other reads the winner's secret;
  // nobody ever reads a half-written file.
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  writeFileSync(temp, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  try {
    linkSync(temp, file)
    return { secret, file, generated: true }
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error
    const winner = readSecret(file)
    if (winner === undefined) throw new SecretFileError(`${file} vanished while it was being created`)
    return { secret: winner, file, generated: false }
  } finally {
    rmSync(temp, { force: true })
  }
}

function readSecret(file: string): string | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined
    throw error
  }
  const secret = text.trim()
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new SecretFileError(
      `${file} does not hold a usable secret (at least ${MIN_SECRET_LENGTH} characters): ` +
        'delete it to have a new one generated, or set AUTH_SECRET',
    )
  }
  return secret
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined
}

import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetEnvForTests } from '@/lib/env'
import { AuthSecretMissingError, authSecret, resolveAuthSecret } from './secret'
import { readOrCreateSecret, secretFileOf } from './secret-file'

/** The value lib/auth/secret.ts used to fall back to in development and test; it is public. */
const OLD_PUBLIC_SECRET = 'development-only-auth-secret-not-for-production-use'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-secret-'))
})
afterEach(() => {
  resetEnvForTests()
  rmSync(dir, { recursive: true, force: true })
})

describe('the generated AUTH_SECRET (no AUTH_SECRET in development and test)', () => {
  it('is generated once into DATA_DIR/auth-secret, mode 0600, and reused', () => {
    const first = resolveAuthSecret({ APP_ENV: 'development', AUTH_SECRET: undefined, DATA_DIR: dir })
    expect(first).toMatchObject({ kind: 'file', file: join(dir, 'auth-secret'), generated: true })
    const file = secretFileOf(dir)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const secret = readFileSync(file, 'utf8').trim()
    expect(secret.length).toBeGreaterThanOrEqual(32)
    expect(secret).not.toBe(OLD_PUBLIC_SECRET)

    const again = resolveAuthSecret({ APP_ENV: 'test', AUTH_SECRET: undefined, DATA_DIR: dir })
    expect(again).toEqual({ kind: 'file', file, secret, generated: false })
    // No temporary files left behind.
    expect(readdirSync(dir)).toEqual(['auth-secret'])
  })

  it('is what authSecret() signs with, and differs between data folders', () => {
    resetEnvForTests({ APP_ENV: 'development', DATA_DIR: dir })
    const secret = authSecret()
    expect(secret).toBe(readFileSync(secretFileOf(dir), 'utf8').trim())
    expect(secret).not.toBe(OLD_PUBLIC_SECRET)
    const other = mkdtempSync(join(tmpdir(), 'shop-secret-'))
    try {
      resetEnvForTests({ APP_ENV: 'development', DATA_DIR: other })
      expect(authSecret()).not.toBe(secret)
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
  })

  it('is one secret when several processes create it at the same moment', async () => {
    const script = `import { readOrCreateSecret } from ${JSON.stringify(join(import.meta.dirname, 'secret-file.ts'))}
process.stdout.write(readOrCreateSecret(process.argv[1]).secret)`
    const runs = Array.from(
      { length: 6 },
      () =>
        new Promise<string>((resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir])
          let out = ''
          child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
          child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))))
        }),
    )
    const secrets = await Promise.all(runs)
    expect(new Set(secrets).size).toBe(1)
    expect(secrets[0]).toBe(readFileSync(secretFileOf(dir), 'utf8').trim())
    expect(readdirSync(dir)).toEqual(['auth-secret'])
  })

  it('refuses a file that holds no usable secret, naming the file', () => {
    writeFileSync(secretFileOf(dir), 'short\n')
    expect(() => readOrCreateSecret(dir)).toThrow(`${join(dir, 'auth-secret')} does not hold a usable secret`)
  })
})

describe('AUTH_SECRET in staging and production', () => {
  it.each(['staging', 'production'] as const)('is required in %s: no file is generated', (appEnv) => {
    expect(() => resolveAuthSecret({ APP_ENV: appEnv, AUTH_SECRET: undefined, DATA_DIR: dir })).toThrow(
      new AuthSecretMissingError(appEnv),
    )
    resetEnvForTests({ APP_ENV: appEnv, DATA_DIR: dir })
    expect(() => authSecret()).toThrow(`AUTH_SECRET is required when APP_ENV is ${appEnv}`)
    expect(readdirSync(dir)).toEqual([])
  })

  it('is used as given wherever it is set', () => {
    resetEnvForTests({ APP_ENV: 'staging', AUTH_SECRET: 's'.repeat(32), DATA_DIR: dir })
    expect(authSecret()).toBe('s'.repeat(32))
    resetEnvForTests({ APP_ENV: 'development', AUTH_SECRET: 'd'.repeat(32), DATA_DIR: dir })
    expect(authSecret()).toBe('d'.repeat(32))
    expect(readdirSync(dir)).toEqual([])
  })
})

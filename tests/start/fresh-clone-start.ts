/**
 * `npm start` on a fresh clone, the real sequence (issue 24, points 1 and 9): check-env, db-setup,
 * images, `next build`, server/start.mjs; only the install is skipped (node_modules hard-linked in).
 * It clones HEAD: uncommitted changes are not part of it.
 * Run by scripts/test.mjs with `node --import tsx --test`, as one check; ~3 minutes, mostly the build.
 *
 *   node --import tsx --test tests/start/fresh-clone-start.ts
 */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { networkInterfaces } from 'node:os'
import { join, resolve } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { changeEmailToken, customerApi, OLD_PUBLIC_SECRET } from './customer-api'
import { freePort, freshClone, plainEnv, startIn, tail, waitForOk, type ShopProcess } from './shop-process'

const REPO = resolve(import.meta.dirname, '../..')
const BUILD_MS = 15 * 60_000
const START_MS = 2 * 60_000

let dir: string
let port: number
let origin: string
let running: ShopProcess | undefined

const npmStart = (extra: Record<string, string> = {}) =>
  startIn(dir, 'npm', ['start'], plainEnv({ SKIP_INSTALL: '1', PORT: String(port), ...extra }))

async function stop(): Promise<void> {
  await running?.stop()
  running = undefined
}

/** Its exit code, or 'still running' (and then it is stopped) after `ms`. */
async function exitWithin(shop: ShopProcess, ms: number): Promise<number | 'still running'> {
  const timer = new Promise<'still running'>((resolve) =>
    setTimeout(() => resolve('still running'), ms).unref(),
  )
  const result = await Promise.race([shop.exited, timer])
  await shop.stop()
  return result
}

/** This machine's first address that is not loopback, to ask as a client from elsewhere would. */
function outsideAddress(): string | undefined {
  const all = Object.values(networkInterfaces()).flatMap((list) => list ?? [])
  return all.find((a) => a.family === 'IPv4' && !a.internal)?.address
}

before(async () => {
  dir = freshClone(REPO)
  port = await freePort()
  origin = `http://localhost:${port}`
})

after(async () => {
  await stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('npm start on a fresh clone', { concurrency: false }, () => {
  it(
    'refuses production without AUTH_SECRET with one line, before building anything',
    { timeout: START_MS * 2 },
    async () => {
      const shop = npmStart({ APP_ENV: 'production' })
      assert.equal(await exitWithin(shop, START_MS), 1, tail(shop))
      assert.match(
        shop.output(),
        /^AUTH_SECRET is required when APP_ENV is production: set it to a random value/m,
      )
      assert.equal(existsSync(join(dir, '.next')), false)
      assert.equal(existsSync(join(dir, 'data', 'auth-secret')), false)
    },
  )

  it(
    'builds, serves a 200 on /web-api/health and a page, with a generated secret',
    { timeout: BUILD_MS },
    async () => {
      running = npmStart()
      await waitForOk(`${origin}/web-api/health`, running, BUILD_MS - 60_000)
      assert.equal((await fetch(`${origin}/de/`)).status, 200)

      const file = join(dir, 'data', 'auth-secret')
      assert.equal(statSync(file).mode & 0o777, 0o600)
      const secret = readFileSync(file, 'utf8').trim()
      assert.ok(secret.length >= 32 && secret !== OLD_PUBLIC_SECRET)
      assert.match(running.output(), /Generated AUTH_SECRET: a random secret stored in data\/auth-secret/)
      assert.ok(!running.output().includes(secret), 'the secret itself is never printed')
    },
  )

  it(
    'refuses an e-mail change token signed with the old public development secret',
    { timeout: START_MS },
    async () => {
      const api = customerApi(origin)
      const victim = `victim-${randomUUID()}@example.com`
      await api.signUp(victim)
      const account = await api.logIn(victim)
      assert.ok(typeof account === 'object', `log-in answered ${String(account)}`)
      const attacker = `attacker-${randomUUID()}@example.com`
      const forged = changeEmailToken(OLD_PUBLIC_SECRET, {
        email: victim,
        updateTo: attacker,
        userId: account.id,
      })

      assert.equal(await api.openConfirmation(forged), false)
      assert.deepEqual(await api.logIn(victim), account)
      assert.equal(await api.logIn(attacker), 401)
    },
  )

  it('shows the mail viewer to this machine only', { timeout: START_MS }, async () => {
    assert.equal((await fetch(`${origin}/dev/mail?format=json`)).status, 200)
    const outside = outsideAddress()
    if (outside) assert.equal((await fetch(`http://${outside}:${port}/dev/mail?format=json`)).status, 404)
  })

  it(
    'stops cleanly, and starts again over a stale lock, reusing the secret',
    { timeout: START_MS * 2 },
    async () => {
      const secret = readFileSync(join(dir, 'data', 'auth-secret'), 'utf8')
      await stop()
      // A lock left by a process that is gone, with a start time that no process has: never fatal.
      const stale = { pid: 2 ** 22 + 1, started: '1', token: 'left-behind', role: 'server' }
      writeFileSync(join(dir, 'data', 'pglite.lock'), JSON.stringify(stale))

      running = npmStart({ SKIP_BUILD: '1' })
      await waitForOk(`${origin}/web-api/health`, running, START_MS)
      assert.equal(readFileSync(join(dir, 'data', 'auth-secret'), 'utf8'), secret)
      assert.doesNotMatch(running.output(), /Generated AUTH_SECRET/)
      assert.match(readFileSync(join(dir, 'data', 'pglite.lock'), 'utf8'), /"role":"server"/)
      await stop()
    },
  )

  it(
    'refuses to serve staging without AUTH_SECRET (npm run serve) with one line',
    { timeout: START_MS },
    async () => {
      const shop = startIn(dir, 'npm', ['run', 'serve'], plainEnv({ APP_ENV: 'staging', PORT: String(port) }))
      assert.equal(await exitWithin(shop, START_MS / 2), 1, tail(shop))
      assert.match(shop.output(), /^AUTH_SECRET is required when APP_ENV is staging/m)
    },
  )

  it('has no mail viewer on staging, not even for this machine', { timeout: START_MS }, async () => {
    running = npmStart({ SKIP_BUILD: '1', APP_ENV: 'staging', AUTH_SECRET: randomUUID() + randomUUID() })
    await waitForOk(`${origin}/web-api/health`, running, START_MS)
    assert.equal((await fetch(`${origin}/dev/mail?format=json`)).status, 404)
    assert.equal((await fetch(`${origin}/dev/mail/${randomUUID()}`)).status, 404)
    await stop()
  })
})

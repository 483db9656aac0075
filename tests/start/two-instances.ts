/**
 * Two shop instances on one PostgreSQL (issue 33 point 5, ADR 0115): the production build served twice
 * by server/start.mjs, each its own port and data folder, one database. Checks what several instances
 * must share: a rate limit of n allows n across both; a CMS publish on one reaches the other's response
 * cache and Next's cache within a second; a mail queued once is sent once with both workers running;
 * a killed instance's claimed mail is sent by the other after its lease. Run by scripts/test.mjs after
 * the production build:
 *
 *   node --import tsx --test tests/start/two-instances.ts      (NEXT_DIST_DIR picks the build, .next)
 */
import assert from 'node:assert/strict'
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { Client } from 'pg'
import { send, type Fetched } from '../../bench/http-client'
import { startCluster, type PostgresCluster } from '../../scripts/postgres-cluster.mjs'
import { CACHE_HEADER } from '../../server/cached-handler.mjs'
import { freePort, plainEnv, startIn, waitForOk, type ShopProcess } from './shop-process'

const REPO = resolve(import.meta.dirname, '../..')
const DIST = process.env.NEXT_DIST_DIR || '.next'
const START_MS = 2 * 60_000
const WEBHOOK_SECRET = 'two-instances-webhook-secret'
const HOME = { path: '/de/', host: 'localhost' }

interface Instance {
  name: string
  port: number
  shop: ShopProcess
  dataDir: string
}

let cluster: PostgresCluster
let db: Client
const instances: Instance[] = []
const authSecret = randomBytes(32).toString('base64url')

async function startInstance(name: string): Promise<Instance> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), `two-instances-${name}-`))
  const shop = startIn(
    REPO,
    process.execPath,
    ['server/start.mjs'],
    plainEnv({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      NEXT_DIST_DIR: DIST,
      LOG_LEVEL: 'warn',
      AUTH_SECRET: authSecret,
      CMS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }),
  )
  const instance = { name, port, shop, dataDir }
  instances.push(instance)
  await waitForOk(`http://127.0.0.1:${port}/web-api/health`, shop, START_MS)
  return instance
}

function get(instance: Instance, headers: Record<string, string> = {}): Promise<Fetched> {
  return send('GET', `http://127.0.0.1:${instance.port}${HOME.path}`, {
    host: HOME.host,
    headers,
    fresh: true,
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` every 50 ms until it holds or `ms` have passed; how long it took, or undefined. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number | undefined> {
  const started = Date.now()
  while (Date.now() - started <= ms) {
    if (await check()) return Date.now() - started
    await sleep(50)
  }
  return undefined
}

async function queueMail(count: number, claimedUntil?: Date): Promise<string[]> {
  const keys = Array.from({ length: count }, () => `two-instances:${randomUUID()}`)
  for (const key of keys) {
    await db.query(
      `insert into mail_outbox (message_key, recipient, subject, text_body, html_body, brand, locale,
         status, attempts, next_attempt_at)
       values ($1, 'kundin@example.org', 'Ihre Bestellung', 'Danke', '<p>Danke</p>', 'card', 'de-DE',
         $2, $3, coalesce($4::timestamptz, now()))`,
      [key, claimedUntil ? 'sending' : 'queued', claimedUntil ? 1 : 0, claimedUntil ?? null],
    )
  }
  return keys
}

async function mailRows(keys: string[]): Promise<{ status: string; attempts: number }[]> {
  const result = await db.query<{ status: string; attempts: number }>(
    'select status, attempts from mail_outbox where message_key = any($1)',
    [keys],
  )
  return result.rows
}

before(async () => {
  assert.ok(existsSync(join(REPO, DIST, 'BUILD_ID')), `no build in ${DIST}: run next build first`)
  cluster = await startCluster({ database: 'shop' })
  db = new Client({ connectionString: cluster.url })
  await db.connect()
  // The first instance migrates the empty database; the second starts on the migrated one.
  await startInstance('a')
  await startInstance('b')
})

after(async () => {
  await db?.end().catch(() => undefined)
  for (const instance of instances) {
    await instance.shop.stop()
    rmSync(instance.dataDir, { recursive: true, force: true })
  }
  cluster?.stop()
})

describe('two instances on one PostgreSQL', () => {
  it('allow a rate limit of n requests in all, not n per instance', async () => {
    // POST /web-api/client-errors: 30 reports per client address and minute.
    const answers: number[] = []
    for (let i = 0; i < 40; i++) {
      const instance = instances[i % 2] as Instance
      const origin = `http://localhost:${instance.port}`
      const answer = await send('POST', `http://127.0.0.1:${instance.port}/web-api/client-errors`, {
        host: `localhost:${instance.port}`,
        headers: { 'content-type': 'application/json', origin },
        json: { message: `two-instances ${i}`, url: '/de/', kind: 'error' },
        fresh: true,
      })
      answers.push(answer.status)
    }
    assert.deepEqual(
      answers.filter((status) => status !== 204 && status !== 429),
      [],
      `only 204 and 429 expected: ${answers.join(' ')}`,
    )
    assert.equal(answers.filter((status) => status === 204).length, 30, answers.join(' '))
  })

  it('show a CMS publish on one instance on the other within a second', async () => {
    const [a, b] = instances as [Instance, Instance]
    let cached: unknown
    for (let round = 0; round < 10 && cached !== 'hit'; round++) cached = (await get(b)).headers[CACHE_HEADER]
    assert.equal(cached, 'hit', 'the home is not in the response cache of instance b')
    const body = JSON.stringify({ action: 'published', story_id: 1 })
    const hook = await send('POST', `http://127.0.0.1:${a.port}/cms-webhook`, {
      host: HOME.host,
      headers: {
        'content-type': 'application/json',
        'webhook-signature': createHmac('sha1', WEBHOOK_SECRET).update(body).digest('hex'),
      },
      json: JSON.parse(body) as unknown,
      fresh: true,
    })
    assert.equal(hook.status, 200, hook.body.toString('utf8'))
    const cleared = await within(1_000, async () => (await get(b)).headers[CACHE_HEADER] !== 'hit')
    assert.ok(cleared !== undefined, "instance b still answers from its response cache's old copy after 1 s")
    // A cookie the cache does not know sends the request to Next: b's Next has dropped its copy too.
    const revalidated = await within(
      1_000,
      async () => (await get(b, { cookie: 'two-instances=1' })).headers['x-nextjs-cache'] !== 'HIT',
    )
    assert.ok(revalidated !== undefined, "instance b's Next still serves its cached home after 1 s")
  })

  it('send a mail queued once exactly once, with both workers running', async () => {
    const keys = await queueMail(20)
    const done = await within(20_000, async () =>
      (await mailRows(keys)).every((row) => row.status === 'stored'),
    )
    assert.ok(done !== undefined, 'the mails were not all sent within 20 s')
    // Every claim counts a try: one try each means no message was taken by both workers.
    assert.deepEqual(new Set((await mailRows(keys)).map((row) => row.attempts)), new Set([1]))
  })

  it("send a killed instance's claimed mail from the other one after the lease", async () => {
    const [, b] = instances as [Instance, Instance]
    // Mails claimed by instance b (their lease runs 3 s more), and b is killed before it sends them.
    const keys = await queueMail(5, new Date(Date.now() + 3_000))
    process.kill(-(b.shop.child.pid as number), 'SIGKILL')
    await b.shop.exited
    await sleep(1_000)
    assert.ok(
      (await mailRows(keys)).every((row) => row.status === 'sending'),
      'taken over before the lease ran out',
    )
    const done = await within(20_000, async () =>
      (await mailRows(keys)).every((row) => row.status === 'stored'),
    )
    assert.ok(done !== undefined, "the killed instance's mails were not sent within 20 s of its lease")
    assert.deepEqual(new Set((await mailRows(keys)).map((row) => row.attempts)), new Set([2]))
  })
})

/**
 * The forms of Next's output the production server relies on (ADR 0054), checked against the real
 * build of the pinned Next: each check fails with a message that names what changed and what stops
 * working. The same build is served twice by server/start.mjs, with its own data folder and port:
 * with RESPONSE_CACHE=off (plain Next, the fallback, whose answers are Next's own forms) and as the
 * shop runs it. Run by scripts/test.mjs after the production build, as one check:
 *
 *   node --import tsx --test tests/start/next-contract.ts      (NEXT_DIST_DIR picks the build, .next)
 */
import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { send, type Fetched } from '../../bench/http-client'
import { COMPILE_HINT } from '../../lib/build/compile-hints'
import { AFTER_PAINT_ATTRIBUTE, AfterPaintRewriter, LOADER } from '../../server/after-paint.mjs'
import { CACHE_HEADER } from '../../server/cached-handler.mjs'
import { storableKind, uncoveredVary } from '../../server/response-cache.mjs'
import { freePort, plainEnv, startIn, waitForOk, type ShopProcess } from './shop-process'

const REPO = resolve(import.meta.dirname, '../..')
const DIST = process.env.NEXT_DIST_DIR || '.next'
const START_MS = 2 * 60_000
const WEBHOOK_SECRET = 'next-contract-webhook-secret'
const SEE = 'see docs/adr/0054; RESPONSE_CACHE=off serves the shop as plain Next meanwhile'

const HOMES = [
  { brand: 'card', path: '/de/', host: 'localhost' },
  { brand: 'poster', path: '/de', host: 'myposter.localhost' },
] as const

/** A Next script tag as a page loads it (not one after-paint made inert). */
const NEXT_SCRIPT =
  /<script\b(?![^>]*\btype="text\/x-after-paint")[^>]*\bsrc="\/_next\/static\/[^"]+\.js"[^>]*>/g

let dataDir: string
let port: number
let shop: ShopProcess | undefined

function serve(extra: Record<string, string>): ShopProcess {
  return startIn(
    REPO,
    process.execPath,
    ['server/start.mjs'],
    plainEnv({ PORT: String(port), DATA_DIR: dataDir, NEXT_DIST_DIR: DIST, LOG_LEVEL: 'warn', ...extra }),
  )
}

async function stop(): Promise<void> {
  await shop?.stop()
  shop = undefined
}

function get(path: string, host: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return send('GET', `http://127.0.0.1:${port}${path}`, { host, headers, fresh: true })
}

/** The body as text, whatever encoding the answer came in. */
function text(answer: Fetched): string {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8')
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8')
  return answer.body.toString('utf8')
}

before(() => {
  assert.ok(existsSync(join(REPO, DIST, 'BUILD_ID')), `no build in ${DIST}: run next build first`)
  dataDir = mkdtempSync(join(tmpdir(), 'next-contract-'))
})

after(async () => {
  await stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe(
  'Next as the server finds it (RESPONSE_CACHE=off: plain Next, the fallback)',
  { concurrency: false },
  () => {
    const raw = new Map<string, Fetched>()

    before(async () => {
      port = await freePort()
      shop = serve({ RESPONSE_CACHE: 'off' })
      await waitForOk(`http://127.0.0.1:${port}/web-api/health`, shop, START_MS)
      for (const home of HOMES)
        raw.set(home.brand, await get(home.path, home.host, { 'accept-encoding': 'gzip' }))
    })
    after(stop)

    it('serves the shop as plain Next: its own compression, no rewriting, no response cache', async () => {
      for (const home of HOMES) {
        const first = raw.get(home.brand)
        assert.equal(first?.status, 200, `${home.brand} home`)
        assert.equal(first.headers['content-encoding'], 'gzip', `${home.brand} home: Next compresses itself`)
        assert.doesNotMatch(
          text(first),
          new RegExp(AFTER_PAINT_ATTRIBUTE),
          `${home.brand} home is not rewritten`,
        )
        const again = await get(home.path, home.host, { 'accept-encoding': 'gzip' })
        assert.equal(again.headers[CACHE_HEADER], undefined, `${home.brand} home: no response cache`)
      }
      assert.match(shop?.output() ?? '', /RESPONSE_CACHE=off: plain Next/)
    })

    it('marks a prerendered page as the response cache reads it (x-nextjs-cache, s-maxage, Vary)', () => {
      for (const home of HOMES) {
        const headers = raw.get(home.brand)?.headers ?? {}
        const shown = JSON.stringify({
          'x-nextjs-cache': headers['x-nextjs-cache'],
          'cache-control': headers['cache-control'],
          vary: headers.vary,
        })
        const changed = `Next marks its prerendered ${home.brand} home differently (${shown}): the response cache stores no page; ${SEE}`
        assert.ok(['HIT', 'MISS'].includes(String(headers['x-nextjs-cache'])), changed)
        assert.match(String(headers['cache-control']), /s-maxage=\d/, changed)
        assert.deepEqual(uncoveredVary(headers.vary), [], changed)
        assert.equal(storableKind(200, headers), 'prerendered', changed)
      }
    })

    it('writes its scripts in the form server/after-paint.mjs rewrites', () => {
      for (const home of HOMES) {
        const html = text(raw.get(home.brand) ?? { status: 0, headers: {}, body: Buffer.alloc(0) })
        const scripts = html.match(NEXT_SCRIPT) ?? []
        // What after-paint defers: Next's async script tags (a nomodule polyfill is left as it is).
        const deferrable = scripts.filter((tag) => / async=""/.test(tag))
        assert.ok(
          deferrable.length > 0,
          `Next's script tag form changed: after-paint finds no async script tag to defer (Next wrote: ${scripts[0] ?? 'no script from /_next/static'}); ${SEE}`,
        )
        const rewriter = new AfterPaintRewriter()
        const rewritten = rewriter.push(html) + rewriter.end()
        const beforeLoader = rewritten.slice(0, rewritten.indexOf(LOADER))
        const left = (beforeLoader.match(NEXT_SCRIPT) ?? []).filter((tag) => / async=""/.test(tag))
        assert.ok(
          rewritten.includes(LOADER) && left.length === 0 && !/<link\b[^>]*\bas="script"/.test(beforeLoader),
          `Next's script tag form changed: after-paint cannot defer scripts (left as Next wrote: ${left[0] ?? deferrable[0]}); ${SEE}`,
        )
      }
    })

    it('lists the first-load scripts in the build manifests lib/build/compile-hints.ts reads', () => {
      const changed = (what: string) =>
        `Next's build manifests changed (${what}): compile hints (ADR 0037) fall back to script size; ${SEE}`
      const manifest = JSON.parse(readFileSync(join(REPO, DIST, 'build-manifest.json'), 'utf8')) as {
        rootMainFiles?: unknown
      }
      const rootMainFiles = manifest.rootMainFiles
      assert.ok(
        Array.isArray(rootMainFiles) && rootMainFiles.length > 0,
        changed('build-manifest.json has no rootMainFiles'),
      )
      const html = text(raw.get('card') ?? { status: 0, headers: {}, body: Buffer.alloc(0) })
      for (const file of rootMainFiles as string[]) {
        assert.ok(html.includes(`/_next/${file}`), changed(`the card home does not load root file ${file}`))
      }
      const routes = readdirSync(join(REPO, DIST, 'server/app'), {
        recursive: true,
        encoding: 'utf8',
      }).filter((file) => file.endsWith('_client-reference-manifest.js'))
      const described = routes.some((file) => {
        const source = readFileSync(join(REPO, DIST, 'server/app', file), 'utf8')
        return source.includes('__RSC_MANIFEST') && source.includes('entryJSFiles')
      })
      assert.ok(described, changed('no client reference manifest assigns __RSC_MANIFEST with entryJSFiles'))
    })
  },
)

describe('the shop’s server on the same build', { concurrency: false }, () => {
  before(async () => {
    port = await freePort()
    shop = serve({ CMS_WEBHOOK_SECRET: WEBHOOK_SECRET })
    await waitForOk(`http://127.0.0.1:${port}/web-api/health`, shop, START_MS)
  })
  after(stop)

  it('defers the scripts, stores the page and answers its scripts from the compressed copies', async () => {
    const home = HOMES[0]
    const page = await get(home.path, home.host, { 'accept-encoding': 'gzip' })
    const html = text(page)
    assert.match(html, new RegExp(AFTER_PAINT_ATTRIBUTE), `after-paint rewrote nothing; ${SEE}`)
    let cached: string | undefined
    for (let round = 0; round < 5 && cached !== 'hit'; round++) {
      cached = String((await get(home.path, home.host, { 'accept-encoding': 'gzip' })).headers[CACHE_HEADER])
    }
    assert.equal(cached, 'hit', `the response cache does not store the card home; ${SEE}`)
    const script = new RegExp(`${AFTER_PAINT_ATTRIBUTE}="(/_next/static/[^"]+\\.js)"`).exec(html)?.[1] ?? ''
    // Next answers the first request; the copies are read behind that answer.
    let fromMemory = await get(script, home.host, { 'accept-encoding': 'br' })
    for (let round = 0; round < 20 && fromMemory.headers['content-encoding'] !== 'br'; round++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      fromMemory = await get(script, home.host, { 'accept-encoding': 'br' })
    }
    assert.equal(
      fromMemory.headers['content-encoding'],
      'br',
      `${script} is not answered from its compressed copy (Next's /_next/static layout under ${DIST} changed?); ${SEE}`,
    )
    if (fromMemory.body.length > 2_000) {
      assert.ok(text(fromMemory).startsWith(COMPILE_HINT), `${script} has no compile hint (ADR 0037); ${SEE}`)
    }
  })

  it('has applied the webhook’s revalidatePath when the webhook answers, and stores no copy from before', async () => {
    const home = HOMES[0]
    for (let round = 0; round < 5; round++) await get(home.path, home.host)
    assert.equal((await get(home.path, home.host)).headers[CACHE_HEADER], 'hit')
    const body = JSON.stringify({ action: 'published', story_id: 1 })
    const signature = createHmac('sha1', WEBHOOK_SECRET).update(body).digest('hex')
    const hook = await send('POST', `http://127.0.0.1:${port}/cms-webhook`, {
      host: home.host,
      headers: { 'content-type': 'application/json', 'webhook-signature': signature },
      json: JSON.parse(body) as unknown,
      fresh: true,
    })
    assert.equal(hook.status, 200, hook.body.toString('utf8'))
    // A cookie the cache does not know sends the request to Next: Next's own answer right after.
    const fromNext = await get(home.path, home.host, { cookie: 'contract=1' })
    assert.notEqual(
      fromNext.headers['x-nextjs-cache'],
      'HIT',
      `Next applies revalidatePath only after the webhook has answered: the response cache's second clear (after()) may come too early; ${SEE}`,
    )
    assert.notEqual(
      (await get(home.path, home.host)).headers[CACHE_HEADER],
      'hit',
      'the webhook cleared the cache',
    )
    assert.doesNotMatch(
      shop?.output() ?? '',
      /after\(\)/,
      `Next's after() does not run in the custom server; ${SEE}`,
    )
  })
})

import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { ENDPOINTS } from '@/lib/api/endpoints'
import { openApiDocument } from '@/lib/api/openapi'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { testDeps } from '@/lib/shop/customers/testing/customer-test-kit'
import { fillCart } from '@/lib/shop/sales/orders/testing/fixtures'
import { changedTables, dbFingerprint } from './support/fingerprint'
import {
  hostileRequests,
  operationsOf,
  type HostileRequest,
  type Operation,
} from './support/hostile-requests'
import { diskRoutes, fillPath, matchRoute } from './support/route-table'
import type { JsonSchema } from './support/schema-values'

/**
 * Issue 8.4: every operation of /web-api/openapi.json, driven through its real route handler with
 * generated requests that are wrong in at least one way, answers a 4xx JSON error naming the problem
 * (never a 5xx or a stack trace) and leaves every table of the database as it was. See ADR 0019.
 */
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({
  db: null as unknown,
  deps: null as unknown,
  visitorKey: '',
  storageDir: '',
}))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => state.db,
}))
vi.mock('@/lib/api/session/customer-deps', () => ({ customerDeps: async () => state.deps }))
vi.mock('@/lib/api/session/request-owner', async () =>
  (await import('@/lib/api/session/testing/visitor-only-owner')).visitorOnlyOwner(() => state.visitorKey),
)
vi.mock('@/lib/visitor/server', () => ({
  readVisitorKey: async () => state.visitorKey,
  ensureVisitorKey: async () => state.visitorKey,
}))
vi.mock('@/lib/mail/runner', () => ({ kickMailWorker: () => undefined }))
vi.mock('@/lib/flags/traffic-key-cookie', () => ({ switchTrafficKey: async () => undefined }))
// Route handlers write the cart's count cookie with next/headers, which needs a request scope.
vi.mock('@/lib/api/sales/cart/cart-count-cookie', async () =>
  (await import('@/lib/shop/sales/cart/testing/count-cookie')).countCookieDouble(),
)
vi.mock('@/lib/storage/from-env', async () => {
  const { localStorage } = await import('@/lib/storage/local-storage')
  return { getStorage: () => localStorage(state.storageDir) }
})

/** Runs per operation; ~70 operations keep the suite around a minute on two busy cores. */
const RUNS = 25
/** A failing run prints its seed; FC_SEED=<seed> replays exactly that run. */
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined

/**
 * Operations that read no input a request could get wrong: the brand switch only toggles its own
 * cookie, the health check answers load balancers that send no channel or locale. For them the
 * suite checks the weaker promise: no 5xx and nothing written.
 */
const READS_NO_INPUT = new Set(['POST /whitelabel/switch', 'GET /web-api/health'])

/**
 * The browser-error beacon accepts fields it does not know: reporters of other builds may send more,
 * and it writes nothing but a log line. Every other JSON body is closed (zod strict objects).
 */
const OPEN_BODIES = ['POST /web-api/client-errors']

const doc = openApiDocument(ENDPOINTS) as Parameters<typeof operationsOf>[0]
const operations = operationsOf(doc)
const routes = diskRoutes()

type RouteModule = Record<
  string,
  (request: Request, context: { params: Promise<object> }) => Promise<Response>
>
const modules = new Map<string, RouteModule>()

async function handlerFor(op: Operation, path: string) {
  const matched = matchRoute(routes, path)
  if (!matched) return null
  let mod = modules.get(matched.route.file)
  if (!mod) {
    mod = (await import(/* @vite-ignore */ matched.route.file)) as RouteModule
    modules.set(matched.route.file, mod)
  }
  const handler = mod[op.method]
  return handler ? { handler, params: matched.params } : null
}

let ip = 0
async function send(op: Operation, request: HostileRequest): Promise<Response> {
  const path = fillPath(op.path, request.pathValues)
  const found = await handlerFor(op, path)
  if (!found) throw new Error(`no handler for ${op.method} ${path}`)
  const url = new URL(`http://localhost:3000${path}`)
  for (const [name, value] of request.query) url.searchParams.append(name, value)
  ip += 1
  return found.handler(
    new NextRequest(url, {
      method: op.method,
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        'x-shop-client-address': `198.51.100.${ip % 250}`,
        ...request.headers,
      },
      ...(request.body !== undefined && op.method !== 'GET' ? { body: request.body } : {}),
    }),
    { params: Promise.resolve(found.params) },
  )
}

/** A 4xx whose JSON body says, in a sentence, what was wrong, and shows nothing of the server's inside. */
async function expectRefusal(response: Response, what: string) {
  const text = await response.text()
  expect(response.status, `${what} → ${response.status} ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(400)
  expect(response.status, `${what} → ${text.slice(0, 300)}`).toBeLessThan(500)
  expect(response.headers.get('content-type'), what).toMatch(/application\/json/)
  const body = JSON.parse(text) as { error?: { status?: number; message?: string } }
  expect(body.error?.status, what).toBe(response.status)
  expect(body.error?.message?.length ?? 0, what).toBeGreaterThan(5)
  expect(text, what).not.toMatch(/\n\s+at |node_modules|\.tsx?:\d+|ZodError|PGlite|syntax error/)
}

let handle: DbHandle
beforeAll(async () => {
  state.storageDir = mkdtempSync(join(tmpdir(), 'hostile-files-'))
  handle = await openCatalogueTestDb()
  state.db = handle.db
  state.deps = testDeps(handle.db)
  // Something to find, change or delete: a visitor with a full cart.
  state.visitorKey = randomUUID()
  await fillCart(handle.db, state.visitorKey)
}, 180_000)
afterAll(async () => {
  await handle.close()
  rmSync(state.storageDir, { recursive: true, force: true })
})

describe('the OpenAPI document', () => {
  it('lists operations, each served by a route handler on disk', async () => {
    expect(operations.length).toBeGreaterThan(50)
    const missing: string[] = []
    for (const op of operations) {
      const sample = Object.fromEntries(
        op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, '1']),
      )
      if (!(await handlerFor(op, fillPath(op.path, sample)))) missing.push(`${op.method} ${op.path}`)
    }
    expect(missing, 'operations without a route handler').toEqual([])
  })

  it('has a fingerprint that notices a write, so "unchanged" means something', async () => {
    const before = await dbFingerprint(handle.db)
    expect(Object.keys(before).length).toBeGreaterThan(20)
    await fillCart(handle.db, randomUUID())
    expect(changedTables(before, await dbFingerprint(handle.db))).not.toEqual([])
  })

  it('closes every JSON body to unknown fields, so a client-sent price or status is refused', () => {
    const closed = (schema: JsonSchema): boolean =>
      (schema.anyOf ?? schema.oneOf ?? [schema]).every((v) => v.additionalProperties === false)
    const open = operations.filter((op) => op.body && !closed(op.body)).map((op) => `${op.method} ${op.path}`)
    expect(open).toEqual(OPEN_BODIES)
  })
})

describe.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (name, op) => {
  it('refuses generated hostile requests with a 4xx and writes nothing', async () => {
    const before = await dbFingerprint(handle.db)
    await fc.assert(
      fc.asyncProperty(hostileRequests(op), async (request) => {
        const response = await send(op, request)
        const what = `${name} [${request.defect}]`
        if (READS_NO_INPUT.has(name)) expect(response.status, what).toBeLessThan(500)
        else await expectRefusal(response, what)
      }),
      { numRuns: RUNS, seed: SEED },
    )
    expect(changedTables(before, await dbFingerprint(handle.db)), `${name} changed tables`).toEqual([])
    expect(readdirSync(state.storageDir), `${name} stored files`).toEqual([])
  })

  if (op.body)
    it('refuses a body larger than any limit with 413', async () => {
      const response = await send(op, {
        defect: 'oversized body',
        pathValues: Object.fromEntries(
          op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, '1']),
        ),
        query: [],
        headers: {},
        body: JSON.stringify({ text: 'x'.repeat(1_100_000) }),
      })
      await expectRefusal(response, `${name} oversized body`)
      expect(response.status).toBe(413)
    })
})

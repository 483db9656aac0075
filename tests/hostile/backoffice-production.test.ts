import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { can, type StaffRole } from '@/lib/backoffice/permissions'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'
import { changeOrderStatus } from '@/lib/shop/sales/orders/change-status'
import { localStorage } from '@/lib/storage/local-storage'
import type { ObjectStorage } from '@/lib/storage/storage'
import { placeCardOrder, renderDue } from '@/lib/backoffice/production/testing/queue-orders'
import { changedTables, dbFingerprint } from './support/fingerprint'
import { unzip } from './support/unzip'

/**
 * Issue 34 point 2: the production queue's routes (ZIP download, bulk "printed", render again, the
 * thumbnails) driven with what a forged or careless request sends — another role, ids that are no
 * print files or not uuids, a cancelled order's file, more files than allowed, a body that is no
 * JSON or far too large, a wrong content type, a method the route does not take. Each is refused with
 * a German sentence (or 403/404/405) and nothing is written.
 */
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({
  db: null as unknown,
  storage: null as unknown,
  role: 'production' as string,
}))
vi.mock('@/lib/api/request-db', () => ({ requestDb: async () => state.db }))
vi.mock('@/lib/storage/from-env', () => ({ getStorage: () => state.storage }))
vi.mock('@/lib/shop/design-print/print-files/runner', () => ({ kickPrintFileWorker: () => undefined }))
vi.mock('@/lib/api/backoffice/staff-session', () => ({
  BACKOFFICE_PATH: '/backoffice',
  staffLog: () => undefined,
  // The real guard's rule (can): 403 for a role without the permission.
  staffForRoute: async (action: Parameters<typeof can>[1]) =>
    can({ role: state.role as StaffRole }, action)
      ? { customerId: randomUUID(), email: 'team@example.com', name: 'Paula Produktion', role: state.role }
      : new Response('Keine Berechtigung', { status: 403 }),
}))

const downloadRoute = await import('@/app/backoffice/production/download/route')
const printedRoute = await import('@/app/backoffice/production/printed/route')
const againRoute = await import('@/app/backoffice/production/render-again/route')
const thumbnailRoute = await import('@/app/backoffice/production/thumbnails/[file]/route')

let handle: DbHandle
let folder: string
let ready: { number: string; files: string[] }
let cancelled: { number: string; files: string[] }
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  folder = await mkdtemp(join(tmpdir(), 'production-hostile-'))
  state.db = handle.db
  state.storage = localStorage(folder) satisfies ObjectStorage
  const A6 = { productType: 'folded-card', format: 'a6', paper: 'premium-matt' } as const
  ready = await placeCardOrder(handle.db, [A6, A6])
  cancelled = await placeCardOrder(handle.db, [A6])
  await renderDue(handle.db, state.storage as ObjectStorage)
  await changeOrderStatus(handle.db, cancelled.number, { to: 'cancelled', reason: 'fraud' }, 'staff')
}, 180_000)
afterAll(async () => {
  await handle.close()
  await rm(folder, { recursive: true, force: true })
})
beforeEach(() => {
  state.role = 'production'
})

const URL_BASE = 'http://localhost/backoffice/production'
const json = (path: string, body: unknown) =>
  new Request(`${URL_BASE}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const form = (ids: readonly string[], headers: Record<string, string> = {}) => {
  const body = new URLSearchParams(ids.map((id) => ['file', id])).toString()
  return new Request(`${URL_BASE}/download`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(Buffer.byteLength(body)),
      ...headers,
    },
    body,
  })
}

/** Runs the attack, asserts no table changed and returns status and body text. */
async function refused(attack: () => Promise<Response>): Promise<{ status: number; text: string }> {
  const before = await dbFingerprint(handle.db)
  const response = await attack()
  expect(changedTables(before, await dbFingerprint(handle.db))).toEqual([])
  expect(response.headers.get('cache-control') ?? 'no-store').toMatch(/no-store/)
  const text = await response.text()
  const message = text.startsWith('{') ? ((JSON.parse(text) as { message?: string }).message ?? text) : text
  return { status: response.status, text: message }
}

describe('roles', () => {
  it('support may not download, mark printed, render again or see thumbnails (403)', async () => {
    state.role = 'support'
    expect((await refused(() => downloadRoute.POST(form(ready.files)))).status).toBe(403)
    expect((await refused(() => printedRoute.POST(json('printed', { files: ready.files })))).status).toBe(403)
    expect(
      (await refused(() => againRoute.POST(json('render-again', { file: ready.files[0] })))).status,
    ).toBe(403)
    const thumb = await thumbnailRoute.GET(new Request(`${URL_BASE}/thumbnails/${ready.files[0]}`), {
      params: Promise.resolve({ file: ready.files[0]! }),
    })
    expect(thumb.status).toBe(403)
  })
})

describe('forged and careless selections', () => {
  it.each([
    ['ids that are no uuids', { files: ['../../etc/passwd'] }, 400, 'Die Eingabe ist ungültig.'],
    ['an empty selection', { files: [] }, 400, 'Bitte wählen Sie mindestens eine Druckdatei aus.'],
    ['a number instead of a list', { files: 7 }, 400, 'Die Eingabe ist ungültig.'],
    [
      'an extra field',
      { files: ['00000000-0000-4000-8000-000000000000'], all: true },
      400,
      'Die Eingabe ist ungültig.',
    ],
    [
      'more files than one run takes',
      { files: Array.from({ length: 101 }, () => randomUUID()) },
      400,
      'Höchstens 100 Druckdateien auf einmal – bitte wählen Sie weniger aus.',
    ],
    [
      'an id that is no print file',
      { files: ['00000000-0000-4000-8000-000000000000'] },
      422,
      'Diese Druckdatei gibt es nicht (mehr): 00000000-0000-4000-8000-000000000000.',
    ],
  ])('"printed" refuses %s', async (_name, body, status, message) => {
    expect(await refused(() => printedRoute.POST(json('printed', body)))).toEqual({ status, text: message })
  })

  it('"printed" refuses a body that is no JSON or far too large', async () => {
    expect((await refused(() => printedRoute.POST(json('printed', '{files:')))).status).toBe(400)
    const huge = JSON.stringify({ files: Array.from({ length: 2000 }, () => randomUUID()) })
    expect(await refused(() => printedRoute.POST(json('printed', huge)))).toEqual({
      status: 400,
      text: 'Die Eingabe ist ungültig.',
    })
  })

  it('"printed" refuses a selection with a cancelled order\'s file as a whole, naming it', async () => {
    expect(
      await refused(() =>
        printedRoute.POST(json('printed', { files: [ready.files[0], cancelled.files[0]] })),
      ),
    ).toEqual({
      status: 422,
      text: `Storniert, nicht herunterladen oder drucken: ${cancelled.number} · Pos. 1.`,
    })
  })

  it("the ZIP refuses a cancelled order's file, unknown ids, too many files, a wrong type or no length", async () => {
    expect(await refused(() => downloadRoute.POST(form([...ready.files, ...cancelled.files])))).toEqual({
      status: 422,
      text: `Storniert, nicht herunterladen oder drucken: ${cancelled.number} · Pos. 1.`,
    })
    expect((await refused(() => downloadRoute.POST(form([randomUUID()])))).status).toBe(422)
    expect((await refused(() => downloadRoute.POST(form(['KS-100001'])))).status).toBe(400)
    const many = Array.from({ length: 101 }, () => randomUUID())
    expect(await refused(() => downloadRoute.POST(form(many)))).toEqual({
      status: 400,
      text: 'Höchstens 100 Druckdateien auf einmal – bitte wählen Sie weniger aus.',
    })
    expect(
      (await refused(() => downloadRoute.POST(form(ready.files, { 'content-type': 'text/plain' })))).status,
    ).toBe(415)
    const unsized = new Request(`${URL_BASE}/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `file=${ready.files[0]}`,
    })
    expect((await refused(() => downloadRoute.POST(unsized))).status).toBe(413)
  })

  it("render again refuses a cancelled order's file, an unknown one and a forged id", async () => {
    expect(await refused(() => againRoute.POST(json('render-again', { file: cancelled.files[0] })))).toEqual({
      status: 422,
      text: `Storniert, nicht herunterladen oder drucken: ${cancelled.number} · Pos. 1.`,
    })
    expect((await refused(() => againRoute.POST(json('render-again', { file: randomUUID() })))).status).toBe(
      422,
    )
    expect(
      (await refused(() => againRoute.POST(json('render-again', { file: "1' or '1'='1" })))).status,
    ).toBe(400)
    expect((await refused(() => againRoute.POST(json('render-again', { file: ready.files })))).status).toBe(
      400,
    )
  })

  it('thumbnails answer 404 for junk and unknown ids', async () => {
    for (const file of ['..%2F..%2Fsecret', randomUUID()]) {
      const response = await thumbnailRoute.GET(new Request(`${URL_BASE}/thumbnails/${file}`), {
        params: Promise.resolve({ file }),
      })
      expect(response.status).toBe(404)
    }
  })

  it('takes only the methods it serves (Next answers 405 for the others)', () => {
    expect(Object.keys(downloadRoute).filter((k) => /^[A-Z]+$/.test(k))).toEqual(['POST'])
    expect(Object.keys(printedRoute).filter((k) => /^[A-Z]+$/.test(k))).toEqual(['POST'])
    expect(Object.keys(againRoute).filter((k) => /^[A-Z]+$/.test(k))).toEqual(['POST'])
    expect(Object.keys(thumbnailRoute).filter((k) => /^[A-Z]+$/.test(k))).toEqual(['GET'])
  })
})

describe('what production may do', () => {
  it('downloads the ready files as a ZIP, then marks them printed once', async () => {
    const zip = await downloadRoute.POST(form(ready.files))
    expect(zip.status).toBe(200)
    expect(zip.headers.get('content-type')).toBe('application/zip')
    expect(zip.headers.get('cache-control')).toBe('private, no-store')
    const names = unzip(Buffer.from(await zip.arrayBuffer())).map((e) => e.name)
    expect(names).toEqual([`${ready.number}-1.pdf`, `${ready.number}-2.pdf`])
    const marked = await printedRoute.POST(json('printed', { files: ready.files }))
    expect(await marked.json()).toEqual({ ok: true, message: '2 Druckdateien als gedruckt markiert.' })
    expect(await refused(() => printedRoute.POST(json('printed', { files: ready.files })))).toEqual({
      status: 422,
      text: `Schon als gedruckt markiert: ${ready.number} · Pos. 1, ${ready.number} · Pos. 2.`,
    })
  })
})

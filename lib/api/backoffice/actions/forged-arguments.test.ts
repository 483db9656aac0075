import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from '@/lib/shop/catalogue/testing/catalogue-db'

/**
 * A hand-made request can hand a server action a string or an object where the page hands it its
 * form. Every back-office action must then refuse as it refuses an empty form (a redirect with a
 * German message, a 404 or a state with an error), never fail with a TypeError, which Next answers
 * with a 500.
 */
vi.mock('server-only', () => ({}))
const state = vi.hoisted(() => ({ db: null as unknown }))
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => state.db,
}))
vi.mock('@/lib/mail/runner', () => ({ kickMailWorker: () => undefined }))
const interrupt = (what: string) => () => {
  throw new Error(`INTERRUPT ${what}`)
}
vi.mock('next/navigation', () => ({
  redirect: (url: string) => interrupt(`redirect ${url}`)(),
  notFound: interrupt('404'),
  forbidden: interrupt('403'),
  unauthorized: interrupt('401'),
}))
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
  headers: async () => new Headers(),
}))
vi.mock('@/lib/api/backoffice/staff-session', async (original) => ({
  ...(await original<typeof import('@/lib/api/backoffice/staff-session')>()),
  requireStaffFor: async () => ({
    customerId: randomUUID(),
    email: 't@example.com',
    name: 'Team',
    role: 'owner',
  }),
}))

const files = readdirSync(new URL('.', import.meta.url)).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
)

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
  state.db = handle.db
}, 180_000)
afterAll(async () => handle.close())

describe('back-office actions with forged arguments', () => {
  it.each(files)('%s refuses a string or object where its form belongs', async (file) => {
    const actions = Object.entries(await import(`./${file}`)).filter(
      (entry): entry is [string, (...args: unknown[]) => unknown] =>
        entry[0].endsWith('Action') && typeof entry[1] === 'function',
    )
    for (const [name, action] of actions) {
      for (const args of [['forged'], [{ get: 1 }], [undefined, 'forged'], [{}, { number: 'KS-1' }]]) {
        try {
          await action(...args)
        } catch (error) {
          expect(String(error), `${name}(${JSON.stringify(args)})`).toMatch(/^Error: INTERRUPT /)
        }
      }
    }
  })
})

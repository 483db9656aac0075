import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ShopError } from '@/lib/shop/common/errors'
import { defineEndpoint, handle } from './endpoint'

// The database as the API layer hands it out: counted, so a test can tell whether it was opened.
const database = vi.hoisted(() => ({ opened: 0, handle: { name: 'the shop database' } }))
vi.mock('@/lib/db/client', () => ({
  getDb: async () => {
    database.opened += 1
    return database.handle
  },
}))

const spec = defineEndpoint({
  method: 'POST',
  path: '/web-api/example',
  summary: 'Example',
  tags: ['test'],
  query: z
    .object({ ids: z.array(z.coerce.number().int()).default([]), sort: z.enum(['a', 'b']).default('a') })
    .strict(),
  body: z.object({ quantity: z.number().int().min(1).max(5000) }).strict(),
  response: z.object({ total: z.number(), ids: z.array(z.number()), brand: z.string(), locale: z.string() }),
})

const handler = handle(spec, ({ query, body, ctx }) => {
  if (body.quantity === 13) throw new ShopError('Unlucky quantity', { status: 422, field: 'quantity' })
  return { total: body.quantity * 2, ids: query.ids, brand: ctx.brand, locale: ctx.locale }
})

function call(query: string, body: unknown, headers: Record<string, string> = {}) {
  return handler(
    new Request(`http://localhost:3000/web-api/example${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

describe('handle', () => {
  it('parses name[] arrays, body and headers', async () => {
    const response = await call('?ids[]=1&ids[]=2', { quantity: 3 }, { channel: 'poster', locale: 'en-US' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ total: 6, ids: [1, 2], brand: 'poster', locale: 'en-US' })
  })

  it.each([
    ['?sort=c', { quantity: 1 }, {}, 'sort'],
    ['?ids[]=x', { quantity: 1 }, {}, 'ids.0'],
    ['?extra=1', { quantity: 1 }, {}, 'extra'],
    ['', { quantity: 'many' }, {}, 'quantity'],
    ['', { quantity: 1e12 }, {}, 'quantity'],
    ['', { quantity: 1, more: true }, {}, 'more'],
    ['', {}, {}, 'quantity'],
  ])('answers %s %o with 400 naming %s', async (query, body, headers, field) => {
    const response = await call(query, body, headers)
    expect(response.status).toBe(400)
    const json = (await response.json()) as { error: { message: string; field: string } }
    expect(json.error.field).toBe(field)
    expect(json.error.message).toMatch(/^Invalid (query|body): /)
  })

  it('refuses bad JSON, unknown channels and locales a brand does not serve', async () => {
    expect((await call('', '{oops')).status).toBe(400)
    expect((await call('', { quantity: 1 }, { channel: 'shoes' })).status).toBe(400)
    const us = await call('', { quantity: 1 }, { channel: 'card', locale: 'en-US' })
    expect(us.status).toBe(400)
    expect(((await us.json()) as { error: { message: string } }).error.message).toContain('en-US')
  })

  it('turns a ShopError into its status with the field', async () => {
    const response = await call('', { quantity: 13 })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      error: { status: 422, message: 'Unlucky quantity', field: 'quantity' },
    })
  })
})

describe('handle: the database in the input', () => {
  const readSpec = defineEndpoint({
    method: 'GET',
    path: '/web-api/example-db',
    summary: 'Example with or without the database',
    tags: ['test'],
    query: z.object({ useDb: z.enum(['yes', 'no']) }).strict(),
    response: z.object({ used: z.boolean() }),
  })
  const dbHandler = handle(readSpec, async ({ query, db }) => {
    if (query.useDb === 'no') return { used: false }
    return { used: (await db()) === (database.handle as unknown) }
  })
  const get = (useDb: string) =>
    dbHandler(new Request(`http://localhost:3000/web-api/example-db?useDb=${useDb}`))

  it('is opened only when the endpoint asks for it', async () => {
    database.opened = 0
    const response = await get('no')
    expect(await response.json()).toEqual({ used: false })
    expect(database.opened).toBe(0)
  })

  it('is the shop database from lib/db, so route handlers need not import lib/db', async () => {
    database.opened = 0
    const response = await get('yes')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ used: true })
    expect(database.opened).toBe(1)
  })
})

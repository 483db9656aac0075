import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GET as calendarGroups } from '@/app/web-api/calendar-design-group/route'
import { GET as calendarPrice } from '@/app/web-api/calendar-price/route'
import { GET as photobookSets } from '@/app/web-api/photobook-design-group-set/route'
import { GET as photobookPrice } from '@/app/web-api/photobook-price/route'
import { resetEnvForTests } from '@/lib/env'
import { ShopError } from '@/lib/shop/common/errors'
import { httpPosterShop, RemoteShopError, searchOf } from './http'
import { inProcessPosterShop } from './in-process'
import { posterShop } from './poster-shop-backend'

/**
 * A local fake backend: a plain Node server that answers with the shop's own route handlers, plus
 * two broken paths. The HTTP adapter must give the pages exactly what the in-process one gives.
 */
const ROUTES: Record<string, (request: Request) => Promise<Response>> = {
  '/web-api/calendar-design-group': calendarGroups,
  '/web-api/calendar-price': calendarPrice,
  '/web-api/photobook-design-group-set': photobookSets,
  '/web-api/photobook-price': photobookPrice,
}
let server: Server
let base: string
const seen: { url: string; headers: Record<string, string | string[] | undefined> }[] = []
let breakContract = false

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers })
    const url = new URL(req.url ?? '/', 'http://fake')
    const route = ROUTES[url.pathname]
    if (breakContract)
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"total":"many"}')
    if (!route) return void res.writeHead(503).end('down')
    const headers = new Headers()
    for (const [key, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(key, value)
    void route(new Request(`http://fake${req.url}`, { headers })).then(async (answer) => {
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  breakContract = false
  resetEnvForTests()
})

const ctx = { brand: 'poster', locale: 'en-US' } as const

describe('the HTTP poster shop', () => {
  it('gives the pages what the in-process shop gives, sending the contract’s headers and name[] arrays', async () => {
    const remote = httpPosterShop(base)
    const query = {
      type: 'wall' as const,
      style: ['photo' as const, 'boho' as const],
      sort: 'newest' as const,
    }
    expect(await remote.calendarDesignGroups(query, ctx)).toEqual(
      await inProcessPosterShop.calendarDesignGroups(query, ctx),
    )
    const last = seen.at(-1)!
    expect(last.url).toContain('style%5B%5D=photo&style%5B%5D=boho')
    expect(last.headers).toMatchObject({ channel: 'poster', locale: 'en-US' })

    const book = { type: 'echtfotobuch' as const, format: 'square' as const, pageCount: 30, amount: 2 }
    expect(await remote.photobookPrice(book, ctx)).toEqual(
      await inProcessPosterShop.photobookPrice(book, ctx),
    )
    const sets = { aspectRatio: ['portrait' as const] }
    expect(await remote.photobookSets(sets, ctx)).toEqual(await inProcessPosterShop.photobookSets(sets, ctx))
  })

  it('passes a 4xx on as a ShopError with its field', async () => {
    const error = await httpPosterShop(base)
      .calendarPrice({ designGroupId: 2101, formatType: 'a6-quer' }, ctx)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ShopError)
    expect(error).toMatchObject({ status: 422, options: { field: 'formatType' } })
  })

  it('refuses an answer that breaks the contract, and an unreachable backend', async () => {
    breakContract = true
    await expect(httpPosterShop(base).calendarDesignGroups({}, ctx)).rejects.toBeInstanceOf(RemoteShopError)
    await expect(httpPosterShop('http://127.0.0.1:9').photobookSets({}, ctx)).rejects.toBeInstanceOf(
      RemoteShopError,
    )
  })

  it('is what pages get when SHOP_API_BASE is set', async () => {
    expect(posterShop()).toBe(inProcessPosterShop)
    resetEnvForTests({ SHOP_API_BASE: base })
    const before = seen.length
    await posterShop().calendarDesignGroups({ limit: 1 }, ctx)
    expect(seen.length).toBe(before + 1)
  })

  it('writes arrays as name[] and leaves out undefined values', () => {
    expect(searchOf({ a: ['x', 'y'], b: 2, c: undefined })).toBe('a%5B%5D=x&a%5B%5D=y&b=2')
  })
})

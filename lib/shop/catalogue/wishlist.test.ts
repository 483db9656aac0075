import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import type { DbHandle } from '@/lib/db/types'
import { openCatalogueTestDb } from './testing/catalogue-db'
import { ShopError } from '../common/errors'
import type { WishlistOwner } from './schema'
import { addToWishlist, listWishlist, listWishlistIds, mergeWishlist, removeFromWishlist } from './wishlist'

let handle: DbHandle
beforeAll(async () => {
  handle = await openCatalogueTestDb()
})
afterAll(() => handle.close())

const visitor = (): WishlistOwner => ({ visitorKey: randomUUID() })
const customer = (): WishlistOwner => ({ customerId: randomUUID() })
const listed = async (owner: WishlistOwner) =>
  (await listWishlist(handle.db, owner, 'de-DE')).map((d) => d.id)

describe('wishlist', () => {
  it('adds once, lists most recent first, removes', async () => {
    const owner = visitor()
    expect(await addToWishlist(handle.db, owner, 101)).toEqual({ added: true })
    expect(await addToWishlist(handle.db, owner, 104)).toEqual({ added: true })
    expect(await addToWishlist(handle.db, owner, 101)).toEqual({ added: false })
    expect(await listed(owner)).toEqual([104, 101])
    expect(await removeFromWishlist(handle.db, owner, 101)).toEqual({ removed: true })
    expect(await removeFromWishlist(handle.db, owner, 101)).toEqual({ removed: false })
    expect(await listed(owner)).toEqual([104])
  })

  it('keeps owners apart', async () => {
    const [a, b] = [visitor(), customer()]
    await addToWishlist(handle.db, a, 102)
    expect(await listed(b)).toEqual([])
    expect(await removeFromWishlist(handle.db, b, 102)).toEqual({ removed: false })
    expect(await listed(a)).toEqual([102])
  })

  it('lists the ids alone, the same designs as the full list', async () => {
    const [a, b] = [visitor(), visitor()]
    await addToWishlist(handle.db, a, 101)
    await addToWishlist(handle.db, a, 103)
    expect((await listWishlistIds(handle.db, a)).sort()).toEqual((await listed(a)).sort())
    expect(await listWishlistIds(handle.db, b)).toEqual([])
  })

  it('refuses an unknown design with a 404', async () => {
    const error = await addToWishlist(handle.db, visitor(), 999).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ShopError)
    expect(error).toMatchObject({ status: 404, options: { field: 'designId' } })
  })

  it.each<[string, unknown]>([
    ['a malformed visitor key', { visitorKey: 'not-a-uuid' }],
    ['an SQL visitor key', { visitorKey: "' or 1=1 --" }],
    ['both owners', { visitorKey: randomUUID(), customerId: randomUUID() }],
    ['no owner', {}],
  ])('rejects %s', async (_label, owner) => {
    await expect(listWishlist(handle.db, owner as WishlistOwner, 'de-DE')).rejects.toBeInstanceOf(ZodError)
    await expect(addToWishlist(handle.db, owner as WishlistOwner, 101)).rejects.toBeInstanceOf(ZodError)
  })
})

describe('mergeWishlist', () => {
  it('moves the visitor list to the customer, keeps what the customer had, and is idempotent', async () => {
    const visitorKey = randomUUID()
    const customerId = randomUUID()
    await addToWishlist(handle.db, { customerId }, 104)
    for (const id of [101, 104, 105]) await addToWishlist(handle.db, { visitorKey }, id)

    expect(await mergeWishlist(handle.db, visitorKey, customerId)).toEqual({ moved: 2 })
    expect((await listed({ customerId })).sort()).toEqual([101, 104, 105])
    expect(await listed({ visitorKey })).toEqual([])

    expect(await mergeWishlist(handle.db, visitorKey, customerId)).toEqual({ moved: 0 })
    expect((await listed({ customerId })).sort()).toEqual([101, 104, 105])
  })

  it('does nothing for a visitor without a list, and rejects malformed keys', async () => {
    expect(await mergeWishlist(handle.db, randomUUID(), randomUUID())).toEqual({ moved: 0 })
    await expect(mergeWishlist(handle.db, 'x', randomUUID())).rejects.toBeInstanceOf(ZodError)
  })
})

import { and, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { designs, wishlistItems } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { ShopError } from '../common/errors'
import { designSummaryColumns, toDesignSummary, type DesignSummary } from './design-summary'
import { designIdSchema, wishlistOwnerSchema, type WishlistOwner } from './schema'

/**
 * The wishlist (spec: /wishlist, card channel). Owners are parsed here because the visitor key comes
 * from a cookie the browser can edit: a malformed key must be a 400, not a failed uuid cast.
 */

function ownerOf(input: WishlistOwner) {
  const owner = wishlistOwnerSchema.parse(input)
  return 'visitorKey' in owner
    ? { values: { visitorKey: owner.visitorKey }, is: eq(wishlistItems.visitorKey, owner.visitorKey) }
    : { values: { customerId: owner.customerId }, is: eq(wishlistItems.customerId, owner.customerId) }
}

/** Adds a design; adding it again is a no-op (added: false). Unknown designs are a 404 ShopError. */
export async function addToWishlist(
  db: Db,
  owner: WishlistOwner,
  designId: number,
): Promise<{ added: boolean }> {
  const { values } = ownerOf(owner)
  const id = designIdSchema.parse(designId)
  const [design] = await db.select({ id: designs.id }).from(designs).where(eq(designs.id, id))
  if (!design)
    throw new ShopError('This design does not exist (any more).', { status: 404, field: 'designId' })
  const inserted = await db
    .insert(wishlistItems)
    .values({ ...values, designId: id })
    .onConflictDoNothing()
    .returning({ id: wishlistItems.id })
  return { added: inserted.length > 0 }
}

export async function removeFromWishlist(
  db: Db,
  owner: WishlistOwner,
  designId: number,
): Promise<{ removed: boolean }> {
  const { is } = ownerOf(owner)
  const id = designIdSchema.parse(designId)
  const deleted = await db
    .delete(wishlistItems)
    .where(and(is, eq(wishlistItems.designId, id)))
    .returning({ id: wishlistItems.id })
  return { removed: deleted.length > 0 }
}

/** The owner's designs, most recently added first. */
export async function listWishlist(
  db: Db,
  owner: WishlistOwner,
  locale: ShopLocaleCode,
): Promise<DesignSummary[]> {
  const { is } = ownerOf(owner)
  const rows = await db
    .select(designSummaryColumns)
    .from(wishlistItems)
    .innerJoin(designs, eq(designs.id, wishlistItems.designId))
    .where(is)
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
  return rows.map((row) => toDesignSummary(row, locale))
}

/** Just the ids of the owner's designs: what the hearts on a listing or product page need. */
export async function listWishlistIds(db: Db, owner: WishlistOwner): Promise<number[]> {
  const { is } = ownerOf(owner)
  const rows = await db.select({ id: wishlistItems.designId }).from(wishlistItems).where(is)
  return rows.map((row) => row.id)
}

const mergeSchema = z.object({ visitorKey: z.uuid(), customerId: z.uuid() })

/**
 * On sign-in: moves the visitor's items to the customer. Designs the customer already kept stay as
 * they are (with their own date); the visitor's copies are dropped either way, so calling it twice,
 * or from two tabs at once, leaves the same single list. Returns how many designs were new to it.
 */
export async function mergeWishlist(
  db: Db,
  visitorKey: string,
  customerId: string,
): Promise<{ moved: number }> {
  const keys = mergeSchema.parse({ visitorKey, customerId })
  return db.transaction(async (tx) => {
    const items = await tx
      .delete(wishlistItems)
      .where(eq(wishlistItems.visitorKey, keys.visitorKey))
      .returning({ designId: wishlistItems.designId, createdAt: wishlistItems.createdAt })
    if (items.length === 0) return { moved: 0 }
    const moved = await tx
      .insert(wishlistItems)
      .values(items.map((item) => ({ customerId: keys.customerId, ...item })))
      .onConflictDoNothing()
      .returning({ id: wishlistItems.id })
    return { moved: moved.length }
  })
}

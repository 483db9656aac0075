import 'server-only'
import type { ApiContext } from '@/lib/api/api-context'
import { ensureRequestOwner } from '@/lib/api/session/request-owner'
import { BRANDS } from '@/lib/config/brands'
import type { Db } from '@/lib/db/types'
import { messagesFor } from '@/lib/i18n/messages'
import { addToWishlist, listWishlist, removeFromWishlist } from '@/lib/shop/catalogue/wishlist'
import {
  WISHLIST_REFUSALS,
  type WishlistChange,
  type WishlistChanged,
} from '@/lib/shop/catalogue/wishlist-schema'
import { ShopError } from '@/lib/shop/common/errors'
import { writeWishlistCount } from './wishlist-count-cookie'

/**
 * POST /web-api/wishlist (the heart on tiles and the product page): adds a design to, or removes it
 * from, this request's wishlist (the account's when signed in, else the visitor's, whose key is
 * written if it has none) and writes the header's count cookie. Refusals are in the shop's language
 * with a stable key, so the heart can show them as they are: a brand without a wishlist (checked
 * before a visitor key is handed out) and, when adding, a design that does not exist.
 */
export async function changeRequestWishlist(
  db: Db,
  ctx: ApiContext,
  { designId, save }: WishlistChange,
): Promise<WishlistChanged> {
  const t = messagesFor(ctx.locale).CatalogWishlist
  if (!BRANDS[ctx.brand].features.wishlist)
    throw new ShopError(t.failed, { status: 404, key: WISHLIST_REFUSALS.noWishlist })
  const who = await ensureRequestOwner()
  const owner = who.customerId === null ? { visitorKey: who.visitorKey } : { customerId: who.customerId }
  if (save) {
    await addToWishlist(db, owner, designId).catch((error: unknown) => {
      if (error instanceof ShopError && error.status === 404)
        throw new ShopError(t.unknown, {
          status: 404,
          field: 'designId',
          key: WISHLIST_REFUSALS.unknownDesign,
        })
      throw error
    })
  } else await removeFromWishlist(db, owner, designId)
  // Counted as the wishlist page lists it, so the badge and the page agree.
  const count = (await listWishlist(db, owner, ctx.locale)).length
  await writeWishlistCount(count)
  return { designId, saved: save, count }
}

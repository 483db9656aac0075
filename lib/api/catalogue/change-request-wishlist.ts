import 'server-only'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { requestDb } from '@/lib/api/request-db'
import { addToWishlist, listWishlist, removeFromWishlist } from '@/lib/shop/catalogue/wishlist'
import { ensureRequestOwner } from '@/lib/api/session/request-owner'

/**
 * The heart on tiles and the product page: adds a design to, or removes it from, this request's
 * wishlist (the account's when signed in, else the visitor's, whose key is written if it has none).
 * Returns how many designs the wishlist holds now, for the header's count cookie.
 */
export async function changeRequestWishlist(
  designId: number,
  save: boolean,
  locale: ShopLocaleCode,
): Promise<number> {
  const who = await ensureRequestOwner()
  const owner = who.customerId === null ? { visitorKey: who.visitorKey } : { customerId: who.customerId }
  const db = await requestDb()
  if (save) await addToWishlist(db, owner, designId)
  else await removeFromWishlist(db, owner, designId)
  return (await listWishlist(db, owner, locale)).length
}

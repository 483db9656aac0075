'use server'

import { refresh } from 'next/cache'
import { cookies, headers } from 'next/headers'
import { BRANDS, isBrandKey } from '@/lib/config/brands'
import { DEFAULT_LOCALE, SHOP_LOCALES } from '@/lib/config/locales'
import { messagesFor } from '@/lib/i18n/messages'
import { logger } from '@/lib/log/logger'
import { CONTEXT_HEADERS } from '@/lib/routing/context-headers'
import { wishlistToggleSchema, type WishlistToggleResult } from '@/lib/shop/catalogue/wishlist-schema'
import { ShopError } from '@/lib/shop/common/errors'
import { changeRequestWishlist } from '@/lib/api/catalogue/change-request-wishlist'
import { visitorCookieOptions } from '@/lib/visitor/visitor-key'
import { env } from '@/lib/env'
import { WISHLIST_COUNT_COOKIE } from '@/lib/visitor/count-cookie'

/**
 * Adds a design to, or removes it from, the visitor's wishlist (the heart on tiles and the product
 * page). The brand comes from the proxy's context header (server actions cannot read root params);
 * a brand without a wishlist refuses. refresh() re-renders the page so the header count and the
 * wishlist page follow; without JavaScript the form post renders the same page again.
 */
const SHOP_LOCALE_CODES = Object.values(SHOP_LOCALES).map((l) => l.code)

export async function toggleWishlist(
  _previous: WishlistToggleResult | null,
  form: FormData,
): Promise<WishlistToggleResult> {
  const request = await headers()
  const brand = request.get(CONTEXT_HEADERS.brand) ?? ''
  const locale =
    SHOP_LOCALE_CODES.find((code) => code === request.get(CONTEXT_HEADERS.locale)) ?? DEFAULT_LOCALE
  const t = messagesFor(locale).CatalogWishlist
  if (!isBrandKey(brand) || !BRANDS[brand].features.wishlist) return { ok: false, message: t.failed }
  const parsed = wishlistToggleSchema.safeParse({ designId: form.get('designId'), save: form.get('save') })
  if (!parsed.success) return { ok: false, message: t.unknown }
  const { designId, save } = parsed.data
  try {
    const count = await changeRequestWishlist(designId, save, locale)
    ;(await cookies()).set(WISHLIST_COUNT_COOKIE, String(count), visitorCookieOptions(env().COOKIE_SECURE))
  } catch (error) {
    if (error instanceof ShopError && error.status === 404) return { ok: false, message: t.unknown }
    logger().error({ err: error, designId }, 'wishlist update failed')
    return { ok: false, message: t.failed }
  }
  refresh()
  return { ok: true, designId, saved: save }
}

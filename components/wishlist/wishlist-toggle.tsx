import { getTranslations } from 'next-intl/server'
import { cache } from 'react'
import { WishlistHeart, type WishlistHeartProps } from './wishlist-heart'

export type { WishlistToggleLabels } from './wishlist-heart'

/**
 * The sentence a heart shows when the wishlist could not be updated and the server gave none (a
 * network error, a server error). Once per request: every heart of a 48-tile page gets the same
 * object, which the page's payload then refers back to instead of repeating.
 */
const failureTexts = cache(async () => ({ failed: (await getTranslations('CatalogWishlist'))('failed') }))

/** The wishlist heart on tiles and the product page (wishlist-heart.tsx), with its texts. */
export async function WishlistToggle(props: WishlistHeartProps) {
  return <WishlistHeart {...props} texts={await failureTexts()} />
}

import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { BRANDS } from '@/lib/config/brands'
import { SHOP_ROUTES } from '@/lib/config/routes'
import { localHref } from '@/lib/cms/links'
import { designRoute } from '@/lib/shop/catalogue/listing-urls'
import { PRODUCT_TYPE_KEYS } from '@/lib/model/product-types'
import { text } from '../shared/fields'
import { containerMessages } from '../shared/money'
import { defineContainer, type ContainerContext } from '../types'
import { WishlistGridClient } from './wishlist-grid-lazy'

/**
 * Wishlist cards grid: the visitor's saved card designs (spec: wishlist, card channel only), newest
 * first, with a link to the full wishlist. The list is read in the browser (the page stays static);
 * it stays hidden while empty. On a brand without a wishlist the container yields nothing.
 */
export const wishlistCardsGridSchema = z.object({
  headline: text,
  subline: text,
  limit: z.coerce.number().int().min(1).max(24).default(8),
})

export interface WishlistCardsGridProps {
  headline: string
  subline: string
  limit: number
}

export function wishlistCardsGridProps(
  data: z.output<typeof wishlistCardsGridSchema>,
  ctx: ContainerContext,
): WishlistCardsGridProps | null {
  if (!BRANDS[ctx.brand].features.wishlist || !data.headline) return null
  return { headline: data.headline, subline: data.subline, limit: data.limit }
}

export const wishlistCardsGrid = defineContainer({
  schema: wishlistCardsGridSchema,
  transform: wishlistCardsGridProps,
  Component: async ({ data, ctx }: { data: WishlistCardsGridProps; ctx: ContainerContext }) => {
    const [t, tn] = await Promise.all([
      containerMessages(ctx),
      getTranslations({ locale: ctx.locale, namespace: 'CatalogNames' }),
    ])
    const typeNames = Object.fromEntries(PRODUCT_TYPE_KEYS.map((key) => [key, tn(`productPlural.${key}`)]))
    return (
      <WishlistGridClient
        channel={ctx.brand}
        locale={ctx.locale}
        designHref={localHref(ctx, `/${designRoute('__slug__').join('/')}`) ?? '/'}
        wishlistHref={localHref(ctx, `/${SHOP_ROUTES.wishlist.join('/')}`) ?? '/'}
        labels={{
          headline: data.headline,
          subline: data.subline,
          countOne: t('savedOne'),
          countOther: t('savedOther'),
          link: t('toWishlist'),
          typeNames,
        }}
        limit={data.limit}
      />
    )
  },
})

'use client'

import { useTranslations } from 'next-intl'
import type { LocaleCode } from '@/lib/config/locales'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { useEditor } from '../editor-context'
import { LivePrice, type PriceTexts } from '../live-price'
import { articleQuery } from '../wall-art/wall-art-price'

/**
 * The live price of the collage: the wall-art piece it is printed as, from /price-api/prices/article
 * with the same options the cart line is priced with (ADR 0077), for the quantity chosen.
 */
export function CollagePrice({
  currency,
  locale,
  quantity,
  shippingHref,
}: {
  currency: ShopCurrency
  locale: LocaleCode
  quantity: number
  shippingHref: string
}) {
  const t = useTranslations('Collage.price')
  const wallArt = useEditor((s) => s.scene.document.wallArt)
  if (!wallArt) return null
  const texts: PriceTexts = {
    loading: t('loading'),
    error: (message) => t('error', { message }),
    vat: t('vat'),
    shipping: t('shipping'),
    perPiece: (price) => t('perPiece', { price }),
  }
  return (
    <LivePrice
      testId="collage-price"
      path="/price-api/prices/article"
      query={articleQuery(wallArt, currency, quantity)}
      amount={quantity}
      shop={{ currency, locale, shippingHref }}
      opening={null}
      texts={texts}
    />
  )
}

'use client'

import type { LocaleCode } from '@/lib/config/locales'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { useWallArt } from './use-wall-art'
import { LivePrice, usePriceTexts } from '../live-price'

/** The /price-api/prices/article query of a spec: the same options the cart line is priced with. */
export function articleQuery(spec: WallArtSpec, currency: ShopCurrency, quantity = 1): string {
  const params = new URLSearchParams({
    materialType: spec.material,
    format: `${spec.widthMm}x${spec.heightMm}`,
    quantity: String(quantity),
    currency,
  })
  if (spec.frame) {
    params.set('frameType', spec.frame.type)
    params.set('frameColour', spec.frame.colour)
    params.set('matSize', String(spec.frame.matSize))
    params.set('matType', spec.frame.matType)
  }
  return params.toString()
}

/** The live price with "incl. VAT, plus shipping" and the shipping table one click away. */
export function WallArtPrice({
  currency,
  locale,
  shippingHref,
}: {
  currency: ShopCurrency
  locale: LocaleCode
  shippingHref: string
}) {
  const texts = usePriceTexts('WallArt.price')
  const [spec] = useWallArt()
  return (
    <LivePrice
      testId="wallart-price"
      path="/price-api/prices/article"
      query={articleQuery(spec, currency)}
      amount={1}
      shop={{ currency, locale, shippingHref }}
      opening={null}
      texts={texts}
    />
  )
}

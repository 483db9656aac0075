'use client'

import { useTranslations } from 'next-intl'
import type { LocaleCode } from '@/lib/config/locales'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { LivePrice, usePriceTexts, type PriceAnswer } from '../live-price'

/** Each multi-page product's price endpoint and the message area of its price texts. */
const PRICES = {
  calendar: { path: '/web-api/calendar-price', texts: 'Calendar.price' },
  photobook: { path: '/web-api/photobook-price', texts: 'Photobook.price' },
} as const

export type PhotoProductPriceAnswer = PriceAnswer

/**
 * The live price of a calendar or photo book from its price endpoint. `query` is the product's price
 * query (calendarPriceSearch, photobookPriceQuery), the same the server priced the opening design with.
 */
export function PhotoProductPrice({
  kind,
  opened,
  query,
  amount,
}: {
  kind: keyof typeof PRICES
  /** The shop's currency and language, its shipping page, and the price the page opened with. */
  opened: {
    currency: ShopCurrency
    locale: LocaleCode
    shippingHref: string
    openingPrice: PriceAnswer | null
  }
  query: string
  amount: number
}) {
  const { path, texts } = PRICES[kind]
  const t = useTranslations(texts)
  const words = usePriceTexts(texts)
  return (
    <LivePrice
      query={query}
      amount={amount}
      shop={opened}
      opening={opened.openingPrice}
      testId={`${kind}-price`}
      path={path}
      texts={{ ...words, perPiece: (price) => t('perPiece', { price }) }}
    />
  )
}

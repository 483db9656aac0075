import { SHOP_LOCALES } from '@/lib/config/locales'
import { routeNamesOf } from '@/lib/config/routes'
import type { ShopContext } from '@/lib/context/shop-context'
import { messagesFor } from '@/lib/i18n/messages'
import type { ShopHint } from './country-switch-popup'

/**
 * The brand's shops for the country-switch pop-up, each with the pop-up's texts in that shop's own
 * language: the visitor it is offered to reads that language (an English speaker on /de gets English).
 */
export function countryHints(ctx: Pick<ShopContext, 'localeSegment' | 'brandConfig'>): ShopHint[] {
  const here = SHOP_LOCALES[ctx.localeSegment]
  return ctx.brandConfig.locales.map((segment) => {
    const shop = SHOP_LOCALES[segment]
    const messages = messagesFor(shop.code)
    const fill = (text: string) =>
      text
        // "Shop für die Schweiz", not "für Schweiz": the name as it stands after a preposition.
        .replaceAll('{country}', messages.CountryInSentence[shop.country])
        .replaceAll('{current}', messages.CountryInSentence[here.country])
    const { title, text, go, stay } = messages.CountrySwitch
    return {
      segment,
      code: shop.code,
      routeNames: routeNamesOf(segment),
      country: shop.country,
      language: shop.language,
      texts: { title: fill(title), text: fill(text), go: fill(go), stay: fill(stay) },
    }
  })
}

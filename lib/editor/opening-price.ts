import 'server-only'
import type { LocaleCode } from '@/lib/config/locales'
import { quoteCardLine } from '@/lib/shop/sales/pricing/card-line'
import { PricingError } from '@/lib/shop/sales/pricing/errors'
import type { CardQuoteInput } from '@/lib/shop/sales/pricing/schema'
import type { SavedDesignOptionsInput } from '@/lib/shop/design-print/saved-designs/schema'
import { shownPrice, type ShownPrice } from './shown-price'

/**
 * The price of the options the design tool opens with, from the same pricing engine as
 * /web-api/card-price, so the page shows it in its HTML: the shopper sees the price at once, and the
 * browser neither asks for it nor formats money while the tool starts (ADR 0046). Null when the
 * engine refuses the options (a saved design whose options the price list no longer sells): then the
 * price box asks the server and shows its answer, as for any other change.
 */
export function openingPrice(
  options: SavedDesignOptionsInput,
  country: string,
  locale: LocaleCode,
): ShownPrice | null {
  try {
    // quoteCardLine parses its input with the endpoint's schema: an unknown country is refused there.
    return shownPrice(quoteCardLine({ ...options, country } as CardQuoteInput), locale)
  } catch (error) {
    if (error instanceof PricingError) return null
    throw error
  }
}

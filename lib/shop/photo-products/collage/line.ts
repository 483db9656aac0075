import type { CollageSpec } from '@/lib/shop/design-print/design/collage-spec'
import type { WallArtSpec } from '@/lib/shop/design-print/design/wall-art-spec'
import type { Market } from '@/lib/shop/sales/pricing/market'
import { WALL_ART_MAX_QUANTITY } from '../photo-frame/extras'
import {
  priceWallArtLine,
  wallArtLineOptions,
  type WallArtLineOptions,
  type WallArtLineQuote,
} from '../wall-art/line'

/**
 * A collage cart or order line (ADR 0077): priced as the wall-art piece it is printed as — the
 * material, size and frame of the document's `wallArt` spec — so the overview's "from" prices, the
 * configurator's live price and the cart agree. The layout, spacing and background cost nothing.
 */

export const COLLAGE_MAX_AMOUNT = WALL_ART_MAX_QUANTITY

/** The price-list options of a collage: its wall-art spec's (the collage spec changes no price). */
export function collageLineOptions(
  doc: { wallArt: WallArtSpec; collage: CollageSpec },
  quantity: number,
): WallArtLineOptions {
  return wallArtLineOptions(doc.wallArt, quantity)
}

/** One collage line in a delivery country's market; a size or frame not made is a 422. */
export function priceCollageLine(
  options: WallArtLineOptions,
  market: Pick<Market, 'currency' | 'vatBasisPoints'>,
): WallArtLineQuote {
  return priceWallArtLine(options, market)
}

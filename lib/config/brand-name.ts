import { env } from '@/lib/env'
import { BRANDS, type BrandKey } from './brands'

/** The display name of a brand; the card channel's comes from CARD_BRAND_NAME. */
export function brandDisplayName(brand: BrandKey): string {
  return brand === 'card' ? env().CARD_BRAND_NAME : BRANDS[brand].defaultDisplayName
}

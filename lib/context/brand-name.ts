import { BRANDS, type BrandKey } from '@/lib/config/brands'
import { env } from '@/lib/env'

/**
 * The display name of a brand; the card channel's comes from CARD_BRAND_NAME (a setting, so it is
 * resolved here, above the config that holds the other brand's name as data).
 */
export function brandDisplayName(brand: BrandKey): string {
  return brand === 'card' ? env().CARD_BRAND_NAME : BRANDS[brand].defaultDisplayName
}

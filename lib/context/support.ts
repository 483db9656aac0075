import { BRANDS, type BrandKey, type SupportContact } from '@/lib/config/brands'
import type { LocaleSegment } from '@/lib/config/locales'
import { env } from '@/lib/env'

/** Support e-mail and phone of a brand in a country: SUPPORT_CONTACTS overrides the config defaults. */
export function supportContact(brand: BrandKey, segment: LocaleSegment): SupportContact {
  const override = env().SUPPORT_CONTACTS?.[brand]?.[segment]
  const defaults = BRANDS[brand].support
  return override ?? defaults[segment] ?? defaults.de
}

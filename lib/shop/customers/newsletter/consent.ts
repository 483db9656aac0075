import type { BrandKey } from '@/lib/config/brands'
import { brandDisplayName } from '@/lib/context/brand-name'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { messagesFor } from '@/lib/i18n/messages'

/** The consent statement the form shows, built on the server so the stored proof is what was shown. */
export function consentText(brand: BrandKey, locale: ShopLocaleCode): string {
  return messagesFor(locale).Newsletter.consent.replace('{brand}', brandDisplayName(brand))
}

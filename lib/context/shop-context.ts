import 'server-only'
import { brand as brandParam, locale as localeParam, variant as variantParam } from 'next/root-params'
import { notFound } from 'next/navigation'
import { BRANDS, isBrandKey, type BrandKey, type BrandConfig } from '@/lib/config/brands'
import { isLocaleSegment, localeCodeOf, type LocaleSegment, type ShopLocaleCode } from '@/lib/config/locales'
import { VARIANTS, type Variant } from '@/lib/config/routes'
import { brandDisplayName } from '@/lib/context/brand-name'

/**
 * The request context of a page as server components see it. The proxy rewrote the public URL to
 * /{brand}/{locale}/{variant}/..., the root layout's segments, so any server component (not-found
 * pages included, which get no params) reads it here without prop drilling.
 */
export interface ShopContext {
  brand: BrandKey
  brandConfig: BrandConfig
  brandName: string
  localeSegment: LocaleSegment
  locale: ShopLocaleCode
  variant: Variant
}

export function toShopContext(brand: string, locale: string, variant: string): ShopContext | undefined {
  if (!isBrandKey(brand) || !isLocaleSegment(locale) || !(VARIANTS as readonly string[]).includes(variant)) {
    return undefined
  }
  const brandConfig = BRANDS[brand]
  if (!brandConfig.locales.includes(locale)) return undefined
  return {
    brand,
    brandConfig,
    brandName: brandDisplayName(brand),
    localeSegment: locale,
    locale: localeCodeOf(locale),
    variant: variant as Variant,
  }
}

export async function getShopContext(): Promise<ShopContext> {
  // The params are typed optional because /_icons has a root layout of its own, without them.
  const context = toShopContext(
    (await brandParam()) ?? '',
    (await localeParam()) ?? '',
    (await variantParam()) ?? '',
  )
  if (!context) notFound()
  return context
}

/** Every brand × locale × variant the shop serves: the root layout's static params. */
export function allShopParams(): { brand: BrandKey; locale: LocaleSegment; variant: Variant }[] {
  return Object.values(BRANDS).flatMap((b) =>
    b.locales.flatMap((locale) => VARIANTS.map((variant) => ({ brand: b.key, locale, variant }))),
  )
}

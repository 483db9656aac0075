import type { BrandKey } from '@/lib/config/brands'
import type { LocaleSegment } from '@/lib/config/locales'
import { publicPath } from '@/lib/routing/resolve-request-context'
import { absoluteUrl } from '@/lib/seo/urls'

/** The reviewer's page: /{locale}/freigabe/{token} (German "approval", as the couple's family reads it). */
export const APPROVAL_SEGMENT = 'freigabe'

export function approvalPagePath(brand: BrandKey, localeSegment: LocaleSegment, token: string): string {
  return publicPath(brand, localeSegment, 'web', [APPROVAL_SEGMENT, token])
}

export function approvalPageUrl(brand: BrandKey, localeSegment: LocaleSegment, token: string): string {
  return absoluteUrl(brand, approvalPagePath(brand, localeSegment, token))
}

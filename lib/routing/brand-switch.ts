import { BRAND_KEYS, type BrandKey } from '@/lib/config/brands'
import { resolveBrand } from './brand-from-host'

/**
 * POST /whitelabel/switch: the visitor sees the other brand from now on. The cookie only holds a
 * brand that differs from the host's own, so switching back removes it.
 */
export function switchBrand(
  host: string | null,
  brandCookie: string | null,
  brandHosts: Readonly<Record<string, BrandKey>>,
): { brand: BrandKey; cookie: BrandKey | null } {
  const current = resolveBrand(host, brandCookie, brandHosts)
  const next = BRAND_KEYS.find((b) => b !== current) ?? current
  const hostBrand = resolveBrand(host, null, brandHosts)
  return { brand: next, cookie: next === hostBrand ? null : next }
}

import { isBrandKey, type BrandKey } from '@/lib/config/brands'

/** Host header without port, lower-cased; IPv6 literals keep their brackets. */
export function hostName(host: string | null | undefined): string {
  const value = (host ?? '').trim().toLowerCase()
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1)
  return value.split(':')[0] ?? ''
}

/**
 * The brand of a request: the visitor's switch cookie wins (a testing aid, POST /whitelabel/switch),
 * then the configured host map, then the card brand.
 */
export function resolveBrand(
  host: string | null | undefined,
  brandCookie: string | null | undefined,
  brandHosts: Readonly<Record<string, BrandKey>>,
): BrandKey {
  if (isBrandKey(brandCookie)) return brandCookie
  return brandHosts[hostName(host)] ?? 'card'
}

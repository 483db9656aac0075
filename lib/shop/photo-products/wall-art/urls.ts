import { WALL_ART_ROUTE } from '@/lib/config/routes'
import type { ProductKindKey } from '@/lib/model/catalog-keys'
import type { FrameType } from '@/lib/shop/photo-products/photo-frame/frames'
import { WALL_ART_MATERIALS, type WallArtMaterial } from '@/lib/shop/photo-products/photo-frame/materials'
import { pricesFrom } from '@/lib/shop/photo-products/photo-frame/selection'
import type { ShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

/**
 * Where the poster channel's entry points lead: the wall-art configurator with a material (and for
 * framed prints a frame type) preselected. Paths are written below the locale, as an editor writes a
 * link; the caller localises them (lib/cms/links localHref, lib/seo/urls shopHref).
 */
export interface WallArtEntry {
  material: WallArtMaterial
  frameType?: FrameType
}

/** "/configurator-wallart?material=leinwand" (plus "&frameType=…" for a frame). */
export function wallArtRoute(material: WallArtMaterial, frameType?: FrameType): string {
  const query = new URLSearchParams({ material, ...(frameType ? { frameType } : {}) })
  return `/${WALL_ART_ROUTE}?${query.toString()}`
}

/** Framed prints open on the wood frame: the spec's default with its 30 mm white mat. */
export const DEFAULT_FRAMED: WallArtEntry = { material: 'poster', frameType: 'holzrahmen' }

/**
 * The `?product=` values old links and teasers carry (/products?product=leinwand): every material key
 * names itself, plus the German words the teasers used. Calendars are not wall art: their overview.
 */
const PRODUCT_ALIASES: Readonly<Record<string, WallArtEntry | { path: string }>> = {
  bilderrahmen: DEFAULT_FRAMED,
  rahmen: DEFAULT_FRAMED,
  acryl: { material: 'acrylglas' },
  alu: { material: 'aludibond' },
  kalender: { path: '/kalender' },
}

/** The target of a `?product=` value as a path below the locale, or null for an unknown value. */
export function productParamTarget(product: string): string | null {
  const key = product.trim().toLowerCase()
  if (Object.hasOwn(WALL_ART_MATERIALS, key)) return wallArtRoute(key as WallArtMaterial)
  const alias = Object.hasOwn(PRODUCT_ALIASES, key) ? PRODUCT_ALIASES[key] : undefined
  if (!alias) return null
  return 'path' in alias ? alias.path : wallArtRoute(alias.material, alias.frameType)
}

/**
 * The product overview's tile of each kind the poster channel sells: where it leads and, for wall
 * art, its lowest price over the standard formats ("ab …": the poster unframed, or in its cheapest
 * frame). Kinds priced on their own pages carry no price here.
 */
const KIND_TARGETS: Readonly<Partial<Record<ProductKindKey, string>>> = {
  photoprint: wallArtRoute('poster'),
  photoframe: wallArtRoute(DEFAULT_FRAMED.material, DEFAULT_FRAMED.frameType),
  collage: '/fotocollagen',
  calendar: '/kalender',
  photobook: '/fotobuecher',
  photobox: '/fotoboxen',
}

export function productKindEntry(
  kind: ProductKindKey,
  currency: ShopCurrency,
): { href: string | null; priceFrom: number | null } {
  const href = KIND_TARGETS[kind] ?? null
  if (kind !== 'photoprint' && kind !== 'photoframe') return { href, priceFrom: null }
  const [poster] = pricesFrom(currency, 'poster')
  return { href, priceFrom: (kind === 'photoprint' ? poster?.priceFrom : poster?.framedFrom) ?? null }
}

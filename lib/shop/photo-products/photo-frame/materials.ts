import { WALL_ART_MATERIAL_KEYS, type WallArtMaterialKey } from '@/lib/model/wall-art-keys'
import type { PerShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'

/**
 * Wall art (spec section 3, "Frames and materials") as data: the spec's materials and frame types by
 * their keys, frame colours (black the default, as the spec says), mats, and the size limits per
 * material. Prices are ours: a material costs a base plus a rate per area, a frame a base plus a rate
 * per length of moulding, so a larger format never costs less. Sizes are millimetres.
 */
export type Names = { readonly de: string; readonly en: string }
export const per = (EUR: number, CHF: number, USD: number): PerShopCurrency => ({ EUR, CHF, USD })

interface MaterialRules {
  names: Names
  /** Smallest and largest side, in mm. */
  limits: { minSideMm: number; maxSideMm: number; maxShortSideMm: number }
  base: PerShopCurrency
  /** Minor units per 1000 cm² of print. */
  perThousandCm2: PerShopCurrency
  /** Whether the product selection offers it framed (spec: frame option materialType). */
  frameable: boolean
}

export const WALL_ART_MATERIALS = {
  poster: {
    names: { de: 'Poster', en: 'Poster' },
    limits: { minSideMm: 100, maxSideMm: 1500, maxShortSideMm: 1000 },
    base: per(599, 699, 649),
    perThousandCm2: per(900, 1100, 990),
    frameable: true,
  },
  hahnemuehle: {
    names: { de: 'Hahnemühle-Fine-Art', en: 'Hahnemühle fine art' },
    limits: { minSideMm: 150, maxSideMm: 1200, maxShortSideMm: 900 },
    base: per(1499, 1799, 1599),
    perThousandCm2: per(2400, 2900, 2600),
    frameable: true,
  },
  leinwand: {
    names: { de: 'Leinwand', en: 'Canvas' },
    limits: { minSideMm: 200, maxSideMm: 2000, maxShortSideMm: 1200 },
    base: per(1999, 2399, 2199),
    perThousandCm2: per(3000, 3600, 3300),
    frameable: true,
  },
  acrylglas: {
    names: { de: 'Acrylglas', en: 'Acrylic glass' },
    limits: { minSideMm: 200, maxSideMm: 1800, maxShortSideMm: 1200 },
    base: per(2999, 3599, 3299),
    perThousandCm2: per(6500, 7800, 7100),
    frameable: true,
  },
  aludibond: {
    names: { de: 'Alu-Dibond', en: 'Aluminium dibond' },
    limits: { minSideMm: 200, maxSideMm: 1800, maxShortSideMm: 1200 },
    base: per(2499, 2999, 2749),
    perThousandCm2: per(5500, 6600, 6000),
    frameable: true,
  },
  forexplatte: {
    names: { de: 'Forex-Platte', en: 'Forex board' },
    limits: { minSideMm: 200, maxSideMm: 1500, maxShortSideMm: 1000 },
    base: per(1499, 1799, 1649),
    perThousandCm2: per(3500, 4200, 3800),
    frameable: true,
  },
  gallerybond: {
    names: { de: 'Gallery-Bond', en: 'Gallery bond' },
    limits: { minSideMm: 200, maxSideMm: 1500, maxShortSideMm: 1000 },
    base: per(2299, 2799, 2499),
    perThousandCm2: per(4800, 5800, 5200),
    frameable: true,
  },
  echtglas: {
    names: { de: 'Echtglas', en: 'Real glass' },
    limits: { minSideMm: 200, maxSideMm: 1200, maxShortSideMm: 800 },
    base: per(3999, 4799, 4399),
    perThousandCm2: per(8000, 9600, 8800),
    frameable: false,
  },
  backlitfolie: {
    names: { de: 'Backlit-Folie', en: 'Backlit film' },
    limits: { minSideMm: 200, maxSideMm: 2000, maxShortSideMm: 1200 },
    base: per(1499, 1799, 1649),
    perThousandCm2: per(2800, 3400, 3100),
    frameable: false,
  },
  klebefolie: {
    names: { de: 'Klebefolie', en: 'Adhesive film' },
    limits: { minSideMm: 100, maxSideMm: 2000, maxShortSideMm: 1200 },
    base: per(999, 1199, 1099),
    perThousandCm2: per(1800, 2200, 2000),
    frameable: false,
  },
  pvcplane: {
    names: { de: 'PVC-Plane', en: 'PVC banner' },
    limits: { minSideMm: 300, maxSideMm: 3000, maxShortSideMm: 1500 },
    base: per(1999, 2399, 2199),
    perThousandCm2: per(1500, 1800, 1650),
    frameable: false,
  },
  fototapete: {
    names: { de: 'Fototapete', en: 'Photo wallpaper' },
    limits: { minSideMm: 500, maxSideMm: 5000, maxShortSideMm: 3000 },
    base: per(2999, 3599, 3299),
    perThousandCm2: per(700, 850, 770),
    frameable: false,
  },
} as const satisfies Record<WallArtMaterialKey, MaterialRules>
export type WallArtMaterial = WallArtMaterialKey
export { WALL_ART_MATERIAL_KEYS }
/** Spec: "The frame option materialType accepts poster, hahnemuehle, leinwand, acrylglas, aludibond, forexplatte, gallerybond." */
export const FRAMEABLE_MATERIALS = WALL_ART_MATERIAL_KEYS.filter((m) => WALL_ART_MATERIALS[m].frameable)

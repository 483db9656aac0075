import {
  FRAME_COLOURS,
  FRAME_TYPE_KEYS,
  MAT_SIZES,
  MAT_TYPES,
  type FrameColour,
  type FrameTypeKey,
} from '@/lib/model/wall-art-keys'
import type { PerShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import type { WallArtMaterial } from './materials'
import { per, type Names } from './materials'

/** Frame types, colours and mats of the spec (section 3, "Frames and materials"); prices are ours. */

export { FRAME_COLOURS, FRAME_TYPE_KEYS, MAT_SIZES, MAT_TYPES }
export type { FrameColour }

interface FrameRules {
  names: Names
  colours: readonly FrameColour[]
  materials: readonly WallArtMaterial[]
  defaultMat: { matSize: 0 | 30; matType: 'none' | 'white' }
  base: PerShopCurrency
  /** Minor units per metre of moulding (the perimeter). */
  perMetre: PerShopCurrency
}

const PRINTS: readonly WallArtMaterial[] = ['poster', 'hahnemuehle']
const BOARDS: readonly WallArtMaterial[] = ['acrylglas', 'aludibond', 'forexplatte', 'gallerybond']

/** The spec's frame types, one per family; black first because it is every type's default variant. */
export const FRAME_TYPES = {
  alurahmen: {
    names: { de: 'Aluminiumrahmen', en: 'Aluminium frame' },
    colours: ['black', 'silver', 'white'],
    materials: PRINTS,
    defaultMat: { matSize: 30, matType: 'white' },
    base: per(1499, 1799, 1649),
    perMetre: per(1200, 1450, 1320),
  },
  artbox: {
    names: { de: 'Artbox', en: 'Art box' },
    colours: ['black', 'white'],
    materials: PRINTS,
    defaultMat: { matSize: 0, matType: 'none' },
    base: per(1999, 2399, 2199),
    perMetre: per(1500, 1800, 1650),
  },
  fotorahmen: {
    names: { de: 'Fotorahmen', en: 'Photo frame' },
    colours: ['black', 'white', 'oak'],
    materials: PRINTS,
    defaultMat: { matSize: 0, matType: 'none' },
    base: per(699, 849, 769),
    perMetre: per(600, 720, 660),
  },
  holzrahmen: {
    names: { de: 'Holzrahmen', en: 'Wood frame' },
    colours: ['black', 'white', 'oak'],
    materials: PRINTS,
    defaultMat: { matSize: 30, matType: 'white' },
    base: per(1299, 1549, 1429),
    perMetre: per(1100, 1320, 1210),
  },
  kunststoffrahmen: {
    names: { de: 'Kunststoffrahmen', en: 'Plastic frame' },
    colours: ['black', 'white'],
    materials: PRINTS,
    defaultMat: { matSize: 0, matType: 'none' },
    base: per(499, 599, 549),
    perMetre: per(450, 540, 500),
  },
  'schattenfuge-leinwand': {
    names: { de: 'Schattenfugenrahmen Leinwand', en: 'Floater frame for canvas' },
    colours: ['black', 'white', 'oak'],
    materials: ['leinwand'],
    defaultMat: { matSize: 0, matType: 'none' },
    base: per(1999, 2399, 2199),
    perMetre: per(1400, 1680, 1540),
  },
  'schattenfuge-platte': {
    names: { de: 'Schattenfugenrahmen Platte', en: 'Floater frame for boards' },
    colours: ['black', 'white', 'silver'],
    materials: BOARDS,
    defaultMat: { matSize: 0, matType: 'none' },
    base: per(2299, 2749, 2529),
    perMetre: per(1600, 1920, 1760),
  },
} as const satisfies Record<FrameTypeKey, FrameRules>
export type FrameType = FrameTypeKey

/** A mat is charged per metre of its edge. */
export const MAT_PRICE_PER_METRE = per(400, 480, 440)

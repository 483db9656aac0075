import type { ShopLocaleCode } from '@/lib/config/locales'
import { pickName } from '@/lib/shop/catalogue/pick-name'
import { ShopError } from '@/lib/shop/common/errors'
import { FRAME_TYPE_KEYS, FRAME_TYPES, type FrameColour, type FrameType } from './frames'
import type { Names, WallArtMaterial } from './materials'

/**
 * /web-api/variants-for-frame-types (spec 7): what each frame type is made in, so the configurator
 * can offer only real combinations: its colours (black, the spec's default, first), its default mat
 * and the materials it frames. Every colour comes with and without the 30 mm white mat.
 */

const COLOUR_NAMES = {
  black: { de: 'Schwarz', en: 'Black' },
  white: { de: 'Weiß', en: 'White' },
  oak: { de: 'Eiche', en: 'Oak' },
  silver: { de: 'Silber', en: 'Silver' },
} as const satisfies Record<FrameColour, Names>

const MATS = [
  { matSize: 0, matType: 'none' },
  { matSize: 30, matType: 'white' },
] as const

export type FrameTypeVariants = {
  frameType: FrameType
  name: string
  materials: WallArtMaterial[]
  defaultColour: FrameColour
  defaultMat: { matSize: 0 | 30; matType: 'none' | 'white' }
  colours: { colour: FrameColour; name: string }[]
  variants: { frameColour: FrameColour; matSize: 0 | 30; matType: 'none' | 'white'; isDefault: boolean }[]
}

/**
 * The variants of the asked frame types (all when none are named); with a material, only types that
 * frame it, and a named type that does not is refused (422) with the materials it does frame.
 */
export function variantsForFrameTypes(
  locale: ShopLocaleCode,
  query: { frameTypes?: readonly FrameType[]; materialType?: WallArtMaterial },
): FrameTypeVariants[] {
  const frames = (material: WallArtMaterial, type: FrameType) =>
    (FRAME_TYPES[type].materials as readonly string[]).includes(material)
  const named = query.frameTypes && query.frameTypes.length > 0 ? [...new Set(query.frameTypes)] : null
  const { materialType } = query
  if (named && materialType) {
    const wrong = named.find((type) => !frames(materialType, type))
    if (wrong)
      throw new ShopError(
        `A ${wrong} does not frame ${materialType}; it frames ${FRAME_TYPES[wrong].materials.join(', ')}`,
        { status: 422, field: 'frameTypes' },
      )
  }
  const types = named ?? FRAME_TYPE_KEYS.filter((type) => !materialType || frames(materialType, type))
  return types.map((type) => {
    const rules = FRAME_TYPES[type]
    const defaultColour = rules.colours[0]
    return {
      frameType: type,
      name: pickName(rules.names, locale),
      materials: [...rules.materials],
      defaultColour,
      defaultMat: { ...rules.defaultMat },
      colours: rules.colours.map((colour) => ({ colour, name: pickName(COLOUR_NAMES[colour], locale) })),
      variants: rules.colours.flatMap((frameColour) =>
        MATS.map((mat) => ({
          frameColour,
          ...mat,
          isDefault: frameColour === defaultColour && mat.matSize === rules.defaultMat.matSize,
        })),
      ),
    }
  })
}

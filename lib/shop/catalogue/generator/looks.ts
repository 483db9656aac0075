import type { DesignFontFamily } from '../../design-print/design/fonts'
import { THEME_SEED } from '../seed/themes'
import type { DesignStyleKey } from '@/lib/model/design-keys'
import { FRONT_LAYOUTS, type Look } from './look'
import { MOTIF_WORDS } from './motif-words'
import { lookName } from './names'
import { PALETTES, type PaletteKey } from './palettes'
import { createPrng } from './prng'
import { RECIPES, type Recipe } from './recipes'

/** Body fonts that sit quietly under any headline font. */
const BODY_FONTS: readonly DesignFontFamily[] = [
  'Lato',
  'Montserrat',
  'Raleway',
  'Open Sans',
  'Lora',
  'EB Garamond',
  'Josefin Sans',
]

const PATTERN_BY_MOTIF: Record<string, string> = {
  heart: 'hearts',
  hearts: 'hearts',
  star: 'stars',
  stars: 'stars',
  'moon-star': 'stars',
  snowflake: 'snow',
  'fir-tree': 'snow',
  'fir-trees': 'snow',
  pretzel: 'diamonds',
  beer: 'diamonds',
  confetti: 'dots',
  balloons: 'dots',
  dots: 'dots',
  geometric: 'grid',
  'deco-lines': 'stripes',
}

/** First id of the generated themes; the pinned ones keep their old-shop ids (1461 ...). */
export const GENERATED_THEME_ID_BASE = 3000

function styleOf(motif: string, palette: PaletteKey, withPhoto: boolean): DesignStyleKey {
  if (withPhoto) return 'photo'
  if (palette === 'kraft') return 'rustic'
  const style = MOTIF_WORDS[motif]?.style ?? 'modern'
  return style === 'classic' && 'foil' in PALETTES[palette] ? 'elegant' : style
}

function recipeLooks(recipe: Recipe, r: number, used: Set<string>): Look[] {
  return Array.from({ length: recipe.looks }, (_, i): Look => {
    const prng = createPrng(`${recipe.occasion}/${i}`)
    const pinned = recipe.pinned?.[i]
    const motif = pinned?.motif ?? recipe.motifs[i % recipe.motifs.length] ?? 'dots'
    const palette = pinned?.palette ?? recipe.palettes[i % recipe.palettes.length] ?? 'stone'
    const withPhoto = !pinned && i % 3 === 2
    const style = styleOf(motif, palette, withPhoto)
    const seeded = pinned && THEME_SEED.find((t) => t.id === pinned.themeId)
    const name = seeded
      ? { de: seeded.name['de-DE'], en: seeded.name['en-GB'] }
      : lookName(motif, style, PALETTES[palette], prng, used)
    return {
      themeId: pinned?.themeId ?? GENERATED_THEME_ID_BASE + r * 20 + i,
      occasion: recipe.occasion,
      index: i,
      name,
      motif,
      palette,
      headlineFont: prng.pick(recipe.fonts),
      bodyFont: prng.pick(BODY_FONTS),
      style,
      layout: pinned ? 'centered' : (FRONT_LAYOUTS[(i + r) % FRONT_LAYOUTS.length] ?? 'centered'),
      pattern: PATTERN_BY_MOTIF[motif] ?? prng.pick(['dots', 'stripes', 'grid']),
      aspect: prng.chance(0.55) ? 'portrait' : 'landscape',
      withPhoto,
    }
  })
}

/** Every theme of the generated catalogue, in recipe order. */
export function generateLooks(): Look[] {
  const used = new Set<string>(
    THEME_SEED.flatMap((t) => [t.name['de-DE'].toLowerCase(), t.name['en-GB'].toLowerCase()]),
  )
  return RECIPES.flatMap((recipe, r) => recipeLooks(recipe, r, used))
}

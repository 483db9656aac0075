import type { NewTheme } from '@/lib/db/schema'
import type { DesignLabelKey } from '@/lib/model/design-keys'
import type { NewDesign } from '../design-schema'
import type { PunchingShape } from '@/lib/model/accessory-keys'
import { previewKeyOf } from '../preview-key'
import { buildDesign } from './build-document'
import { designDescription, slugify, themeDescription } from './describe'
import { GENERATED_THEME_ID_BASE, generateLooks } from './looks'
import type { Look } from './look'
import { PALETTES } from './palettes'
import { createPrng } from './prng'
import { RECIPES } from './recipes'
import { SLOTS } from './slots'

/**
 * The generated card catalogue: themes and their designs, each design a validated design document.
 * Deterministic (seeded PRNG, fixed reference date), so seeding twice upserts identical rows.
 */
export type GeneratedCatalogue = { themes: Omit<NewTheme, 'createdAt'>[]; designs: NewDesign[] }

/** "Now" of the generated catalogue: creation dates count back from here, not from the clock. */
export const CATALOGUE_REFERENCE_DATE = Date.UTC(2026, 10, 1, 9, 0, 0)
const DAY = 86_400_000
/** Ids of generated designs: 10000 + recipe × 200 + look × 10 + product. */
export const GENERATED_DESIGN_ID_BASE = 10_000

const LOVE_OCCASIONS = new Set(['hochzeit', 'valentinstag', 'muttertag', 'silberhochzeit'])

export function generateCatalogue(): GeneratedCatalogue {
  const looks = generateLooks()
  const designs = looks.flatMap((look) => lookDesigns(look))
  const themes = looks
    .filter((look) => look.themeId >= GENERATED_THEME_ID_BASE)
    .map((look) => {
      const recipe = RECIPES.find((r) => r.occasion === look.occasion)
      return {
        id: look.themeId,
        name: { 'de-DE': look.name.de, 'en-GB': look.name.en },
        description: themeDescription(look, recipe?.slots ?? []),
        occasion: look.occasion,
        isSet: recipe?.isSet ?? false,
      }
    })
  return { themes, designs }
}

function lookDesigns(look: Look): NewDesign[] {
  const r = RECIPES.findIndex((recipe) => recipe.occasion === look.occasion)
  const recipe = RECIPES[r]
  if (!recipe) throw new RangeError(`No recipe for ${look.occasion}`)
  const palette = PALETTES[look.palette]
  return recipe.slots.map((slotKey, s) => {
    const id = GENERATED_DESIGN_ID_BASE + r * 200 + look.index * 10 + s
    const slot = SLOTS[slotKey]
    const prng = createPrng(`design/${id}`)
    const built = buildDesign(`design-${id}`, look, slotKey)
    const pinned = look.themeId < GENERATED_THEME_ID_BASE
    const popularity = pinned ? prng.int(800, 1000) : Math.round(950 * prng.next() ** 2)
    const ageDays = prng.int(0, 900)
    const labels: DesignLabelKey[] = [built.hasPhoto ? 'with-photo' : 'without-photo']
    if (ageDays <= 45) labels.push('new')
    if (popularity >= 850) labels.push('bestseller')
    if ('foil' in palette) labels.push('foil')
    if (look.palette === 'kraft' || look.palette === 'linen') labels.push('eco')
    if (prng.chance(0.05)) labels.push('exclusive')
    const punchings: PunchingShape[] = []
    if (slot.layout === 'card' && prng.chance(0.45)) {
      punchings.push('round-corners')
      if (prng.chance(0.3)) punchings.push(LOVE_OCCASIONS.has(look.occasion) ? 'hearts' : 'wave')
    }
    const template = built.document
    return {
      id,
      slug: slugify(`${look.name.de} ${slot.slug}`),
      themeId: look.themeId,
      productType: slot.productType,
      format: slot.format,
      occasion: look.occasion,
      categories: [...slot.categories],
      name: { 'de-DE': look.name.de, 'en-GB': look.name.en },
      description: designDescription(look, slotKey, built.hasPhoto),
      colours: [...palette.colours],
      style: look.style,
      labels,
      punchings,
      aspectRatio: built.aspect,
      popularity,
      createdAt: new Date(CATALOGUE_REFERENCE_DATE - ageDays * DAY - (id % 600) * 60_000),
      template,
      previewKey: previewKeyOf(template),
    }
  })
}

let cached: GeneratedCatalogue | undefined
/** generateCatalogue, computed once per process (the seed and tests ask for it several times). */
export function generatedCatalogue(): GeneratedCatalogue {
  cached ??= generateCatalogue()
  return cached
}

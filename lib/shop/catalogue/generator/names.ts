import type { DesignStyleKey } from '@/lib/model/design-keys'
import { MOTIF_WORDS, type Gender } from './motif-words'
import type { PaletteDef } from './palettes'
import type { Prng } from './prng'

/**
 * Original look names: first the motif's hand-picked names, then adjective + noun ("Goldener Kranz",
 * "Zarte Blumen", "Kleines Herz") with the German strong ending for the noun's gender. `used` keeps
 * names unique across the whole catalogue.
 */
type Adjective = { de: string; en: string }
const ADJECTIVES: Record<DesignStyleKey, readonly Adjective[]> = {
  floral: [
    { de: 'Zart', en: 'Delicate' },
    { de: 'Blühend', en: 'Blooming' },
    { de: 'Frisch', en: 'Fresh' },
  ],
  boho: [
    { de: 'Wild', en: 'Wild' },
    { de: 'Sanft', en: 'Gentle' },
    { de: 'Frei', en: 'Free' },
  ],
  classic: [
    { de: 'Edel', en: 'Noble' },
    { de: 'Zeitlos', en: 'Timeless' },
    { de: 'Still', en: 'Quiet' },
  ],
  elegant: [
    { de: 'Elegant', en: 'Elegant' },
    { de: 'Fein', en: 'Fine' },
    { de: 'Edel', en: 'Noble' },
  ],
  modern: [
    { de: 'Modern', en: 'Modern' },
    { de: 'Klar', en: 'Clear' },
    { de: 'Hell', en: 'Bright' },
  ],
  minimal: [
    { de: 'Schlicht', en: 'Simple' },
    { de: 'Klein', en: 'Little' },
    { de: 'Still', en: 'Quiet' },
  ],
  playful: [
    { de: 'Fröhlich', en: 'Happy' },
    { de: 'Bunt', en: 'Colourful' },
    { de: 'Verspielt', en: 'Playful' },
  ],
  rustic: [
    { de: 'Ländlich', en: 'Country' },
    { de: 'Herzlich', en: 'Hearty' },
    { de: 'Urig', en: 'Rustic' },
  ],
  vintage: [
    { de: 'Nostalgisch', en: 'Nostalgic' },
    { de: 'Alt', en: 'Old' },
  ],
  photo: [
    { de: 'Leuchtend', en: 'Shining' },
    { de: 'Strahlend', en: 'Radiant' },
    { de: 'Sommerlich', en: 'Summery' },
  ],
}
const FALLBACK: readonly Adjective[] = [
  { de: 'Festlich', en: 'Festive' },
  { de: 'Herzlich', en: 'Warm' },
  { de: 'Leicht', en: 'Light' },
  { de: 'Sonnig', en: 'Sunny' },
  { de: 'Kostbar', en: 'Precious' },
  { de: 'Träumerisch', en: 'Dreamy' },
]

const ENDING: Record<Gender, string> = { m: 'er', f: 'e', n: 'es', pl: 'e' }

/** "Edel" + er is "Edler": stems in -el drop their e before an ending. */
function inflect(stem: string, gender: Gender): string {
  const base = stem.endsWith('el') ? `${stem.slice(0, -2)}l` : stem
  return `${base}${ENDING[gender]}`
}

export function lookName(
  motif: string,
  style: DesignStyleKey,
  palette: PaletteDef,
  prng: Prng,
  used: Set<string>,
): { de: string; en: string } {
  const words = MOTIF_WORDS[motif]
  if (!words) throw new RangeError(`No words for motif ${motif}`)
  const shuffled = prng.shuffle(ADJECTIVES[style])
  const adjectives = [...(palette.adjective ? [palette.adjective] : []), ...shuffled, ...FALLBACK]
  const candidates = [
    ...(words.names ?? []),
    ...adjectives.map((a) => ({
      de: `${inflect(a.de, words.noun.gender)} ${words.noun.de}`,
      en: `${a.en} ${words.noun.en}`,
    })),
  ]
  const name = candidates.find((c) => !used.has(c.de.toLowerCase()) && !used.has(c.en.toLowerCase()))
  if (!name) throw new RangeError(`Ran out of names for motif ${motif}`)
  used.add(name.de.toLowerCase())
  used.add(name.en.toLowerCase())
  return name
}

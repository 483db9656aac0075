import type { LocalizedText } from '@/lib/db/schema'
import type { Look } from './look'
import { MOTIF_WORDS } from './motif-words'
import { OCCASION_TEXTS } from './occasion-texts'
import { PALETTES } from './palettes'
import { SLOTS, type SlotKey } from './slots'

/** German and English descriptions naming product, occasion, motif and colours (spec: PDP text). */
export function designDescription(look: Look, slotKey: SlotKey, hasPhoto: boolean): LocalizedText {
  const slot = SLOTS[slotKey]
  const occasion = OCCASION_TEXTS[look.occasion].phrase
  const motif = MOTIF_WORDS[look.motif]?.phrase ?? { de: 'ein Motiv', en: 'a motif' }
  const colours = PALETTES[look.palette].words
  return {
    'de-DE':
      `${slot.noun.de} ${occasion.de} im Design „${look.name.de}“: ${motif.de} in ${colours.de}` +
      `${hasPhoto ? ', mit Platz für Ihr Lieblingsfoto' : ''}. Texte, Schriften und Farben passen Sie im Gestalter an.`,
    'en-GB':
      `${slot.noun.en} ${occasion.en} in the “${look.name.en}” design: ${motif.en} in ${colours.en}` +
      `${hasPhoto ? ', with room for your favourite photo' : ''}. Change the wording, fonts and colours in the design tool.`,
  }
}

export function themeDescription(look: Look, slots: readonly SlotKey[]): LocalizedText {
  const motif = MOTIF_WORDS[look.motif]?.phrase ?? { de: 'ein Motiv', en: 'a motif' }
  const colours = PALETTES[look.palette].words
  const list = (lang: 'de' | 'en', and: string) => {
    const nouns = slots.map((s) => SLOTS[s].noun[lang])
    return nouns.length > 1 ? `${nouns.slice(0, -1).join(', ')} ${and} ${nouns.at(-1)}` : (nouns[0] ?? '')
  }
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
  return {
    'de-DE': `${cap(motif.de)} in ${colours.de}: ${list('de', 'und')} in einem Look.`,
    'en-GB': `${cap(motif.en)} in ${colours.en}: ${list('en', 'and').toLowerCase()} in one look.`,
  }
}

/** URL slug from German text: umlauts spelled out, everything else reduced to single dashes. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

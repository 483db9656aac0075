import { FORMATS, PAPERS, REFINEMENTS, type Names } from '@/lib/config/catalog'
import {
  ACCESSORY_COLOURS,
  ENVELOPE_SUBTYPES,
  HOLDERS,
  PUNCHINGS,
  RIBBONS,
  TAGS,
} from '@/lib/model/accessory-keys'
import type { LabelLanguage } from './product-labels'

/**
 * A card line's chosen options in words, the one naming the cart line, the order line (account and
 * back office), the invoice and the confirmation e-mail use (issue 30 point 1): format, paper,
 * refinement, punching, ribbon, screw, holder, tag, envelope with its flap, and with a guest list the
 * quantity rule ("30 Gäste + 5 Karten ohne Namen"). "None" choices are left out. German and English;
 * de-AT and de-CH read the German words, every English shop the English ones. The options are read
 * defensively (a stored line from before a price-list change must still print its name).
 */
const ENVELOPE_SIZES = {
  standard: { de: 'Standard-Umschlag', en: 'Standard envelope' },
  compact: { de: 'Kompakt-Umschlag (DIN lang)', en: 'Compact envelope (DIN long)' },
  large: { de: 'Großer Umschlag', en: 'Large envelope' },
  'pocketfold-sleeve': { de: 'Pocketfold-Hülle', en: 'Pocketfold sleeve' },
} as const satisfies Record<string, Names>

const SCREW = { de: 'Schraube', en: 'Screw' } as const satisfies Names
/** "Gold" alone reads like a colour; the refinement says what it is. */
const REFINEMENT = { de: 'Veredelung', en: 'Refinement' } as const satisfies Names

function named(table: Record<string, Names>, value: unknown, language: LabelLanguage): string | null {
  return typeof value === 'string' && value !== 'none' && Object.hasOwn(table, value)
    ? (table[value]?.[language] ?? null)
    : null
}

function envelopeName(envelope: unknown, language: LabelLanguage): string | null {
  if (typeof envelope !== 'object' || envelope === null) return null
  const { sizeClass, flap, colour } = envelope as Record<string, unknown>
  const size = named(ENVELOPE_SIZES, sizeClass, language)
  if (!size) return null
  const details = [named(ENVELOPE_SUBTYPES, flap, language), named(ACCESSORY_COLOURS, colour, language)]
  const rest = details.filter((d): d is string => d !== null)
  return rest.length > 0 ? `${size} (${rest.join(', ')})` : size
}

/** The guest-list part: "30 Gäste + 5 Karten ohne Namen" (extras only when there are any). */
export function guestQuantityText(guests: number, quantity: number, language: LabelLanguage): string {
  const extras = Math.max(0, quantity - guests)
  if (language === 'en') {
    const list = `${guests} ${guests === 1 ? 'guest' : 'guests'}`
    return extras > 0 ? `${list} + ${extras} ${extras === 1 ? 'card' : 'cards'} without a name` : list
  }
  const list = `${guests} ${guests === 1 ? 'Gast' : 'Gäste'}`
  return extras > 0 ? `${list} + ${extras} ${extras === 1 ? 'Karte' : 'Karten'} ohne Namen` : list
}

export function cardOptionNames(
  options: Readonly<Record<string, unknown>>,
  language: LabelLanguage,
  guests: { count: number; quantity: number } | null = null,
): string[] {
  const screw = named(ACCESSORY_COLOURS, options.screw, language)
  const refinement = named(REFINEMENTS, options.refinement, language)
  const names = [
    named(FORMATS, options.format, language),
    named(PAPERS, options.paper, language),
    refinement ? `${REFINEMENT[language]} ${refinement}` : null,
    named(PUNCHINGS, options.punching, language),
    named(RIBBONS, options.ribbon, language),
    screw ? `${SCREW[language]} ${screw}` : null,
    named(HOLDERS, options.holder, language),
    named(TAGS, options.tag, language),
    envelopeName(options.envelope, language),
    guests ? guestQuantityText(guests.count, guests.quantity, language) : null,
  ]
  return names.filter((name): name is string => name !== null)
}

/**
 * The name an order line keeps (order pages, invoice, e-mail): a card's name and its options in
 * words, "Eukalyptus – Klappkarte: DIN A5, Premiumpapier matt, …"; other lines their name as it is.
 */
export function orderLineName(
  name: string,
  line: {
    kind: string
    options: Readonly<Record<string, unknown>>
    quantity: number
    guestCount: number | null
  },
  language: LabelLanguage,
): string {
  if (line.kind !== 'card') return name
  const guests = line.guestCount === null ? null : { count: line.guestCount, quantity: line.quantity }
  const options = cardOptionNames(line.options, language, guests)
  return options.length > 0 ? `${name}: ${options.join(', ')}` : name
}

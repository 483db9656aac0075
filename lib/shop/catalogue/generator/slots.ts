import type { FormatKey } from '@/lib/config/catalog'
import type { AspectRatioKey } from '@/lib/model/design-keys'
import type { CategoryKey } from '@/lib/model/catalog-keys'
import type { ProductTypeKey } from '@/lib/model/product-types'
import type { OccasionTexts } from './occasion-texts'

/**
 * The products a theme is made of (invitation, menu, place card ...): what is printed, in which
 * catalogue format, and which texts go where. `aspect: 'look'` takes the look's orientation, so a
 * portrait theme gets portrait invitations and thank-you cards but keeps the fixed-shape products.
 */
export type TextPlan = { headline: string; lines: string[]; inside?: string[] }
export type SlotLayout = 'card' | 'menu' | 'place' | 'table' | 'sticker' | 'poster'

export type SlotDef = {
  productType: ProductTypeKey
  format: FormatKey
  aspect: AspectRatioKey | 'look'
  categories: CategoryKey[]
  layout: SlotLayout
  /** Whether a photo look puts its photo slot on this product. */
  photo: boolean
  noun: { de: string; en: string }
  slug: string
  text: (t: OccasionTexts) => TextPlan
}

const invitationText = (t: OccasionTexts): TextPlan => ({
  headline: t.headline,
  lines: [t.who, t.when],
  inside: [t.details, t.where, 'Wir bitten um Antwort bis zum 1. Mai.'],
})
const greetingText = (t: OccasionTexts): TextPlan => ({
  headline: t.greeting ?? t.headline,
  lines: [t.greetingBody ?? t.details, t.who],
})

export const SLOTS = {
  invitation: {
    productType: 'folded-card',
    format: 'a6',
    aspect: 'look',
    categories: ['invitation'],
    layout: 'card',
    photo: true,
    noun: { de: 'Einladungskarte', en: 'Invitation' },
    slug: 'einladung',
    text: invitationText,
  },
  'save-the-date': {
    productType: 'postcard',
    format: 'a6',
    aspect: 'landscape',
    categories: ['save-the-date'],
    layout: 'card',
    photo: true,
    noun: { de: 'Save-the-Date-Karte', en: 'Save-the-date card' },
    slug: 'save-the-date',
    text: (t) => ({ headline: 'Save the Date', lines: [t.who, t.when] }),
  },
  announcement: {
    productType: 'postcard',
    format: 'a6',
    aspect: 'look',
    categories: ['announcement'],
    layout: 'card',
    photo: true,
    noun: { de: 'Karte', en: 'Announcement card' },
    slug: 'karte',
    text: (t) => ({ headline: t.greeting ?? t.headline, lines: [t.who, t.when] }),
  },
  mourning: {
    productType: 'folded-card',
    format: 'a6',
    aspect: 'portrait',
    categories: ['sympathy', 'announcement'],
    layout: 'card',
    photo: true,
    noun: { de: 'Trauerkarte', en: 'Mourning card' },
    slug: 'trauerkarte',
    text: (t) => ({
      headline: t.headline,
      lines: [t.who, t.when],
      inside: [t.greetingBody ?? '', t.details],
    }),
  },
  'thank-you': {
    productType: 'postcard',
    format: 'a6',
    aspect: 'look',
    categories: ['thank-you'],
    layout: 'card',
    photo: true,
    noun: { de: 'Dankeskarte', en: 'Thank-you card' },
    slug: 'dankeskarte',
    text: (t) => ({ headline: t.thanks, lines: [t.thanksBody, t.who] }),
  },
  menu: {
    productType: 'menu-insert',
    format: 'din-lang',
    aspect: 'portrait',
    categories: ['menu'],
    layout: 'menu',
    photo: false,
    noun: { de: 'Menükarte', en: 'Menu card' },
    slug: 'menuekarte',
    text: (t) => ({
      headline: 'Menü',
      lines: [
        'Feldsalat mit Walnüssen und Ziegenkäse',
        'Kürbiscremesuppe',
        'Rinderfilet mit Kartoffelgratin und Bohnen',
        'Mousse au Chocolat mit Beeren',
      ],
      inside: [`${t.who} · ${t.when}`],
    }),
  },
  place: {
    productType: 'table-card',
    format: 'a7',
    aspect: 'landscape',
    categories: ['place'],
    layout: 'place',
    photo: false,
    noun: { de: 'Platzkarte', en: 'Place card' },
    slug: 'platzkarte',
    text: () => ({ headline: 'Sophie', lines: [] }),
  },
  table: {
    productType: 'table-card',
    format: 'din-lang',
    aspect: 'landscape',
    categories: ['table'],
    layout: 'table',
    photo: false,
    noun: { de: 'Tischkarte', en: 'Table card' },
    slug: 'tischkarte',
    text: (t) => ({ headline: 'Tisch 1', lines: [t.who] }),
  },
  /** One A2 sheet with every table and its guests (ADR 0109); listed with the table cards. */
  'table-plan': {
    productType: 'table-plan',
    format: 'a2',
    aspect: 'portrait',
    categories: ['table'],
    layout: 'poster',
    photo: false,
    noun: { de: 'Tischplan', en: 'Table plan' },
    slug: 'tischplan',
    text: (t) => ({
      headline: 'Tischplan',
      lines: [t.who, 'Tisch 1', 'Sophie Berg', 'Lukas Berg', '', 'Tisch 2', 'Anna Klein', 'Cem Klein'],
      inside: [t.when],
    }),
  },
  greeting: {
    productType: 'folded-card',
    format: 'quadrat',
    aspect: 'square',
    categories: ['greeting'],
    layout: 'card',
    photo: false,
    noun: { de: 'Grußkarte', en: 'Greeting card' },
    slug: 'grusskarte',
    text: greetingText,
  },
  postcard: {
    productType: 'postcard',
    format: 'a6',
    aspect: 'look',
    categories: ['greeting'],
    layout: 'card',
    photo: true,
    noun: { de: 'Postkarte', en: 'Postcard' },
    slug: 'postkarte',
    text: greetingText,
  },
  'business-card': {
    productType: 'din-long-landscape',
    format: 'din-lang',
    aspect: 'landscape',
    categories: ['greeting'],
    layout: 'card',
    photo: false,
    noun: { de: 'Grußkarte DIN lang', en: 'DIN long greeting card' },
    slug: 'grusskarte-din-lang',
    text: greetingText,
  },
  sticker: {
    productType: 'sticker-round',
    format: 'rund-40',
    aspect: 'square',
    categories: ['sticker'],
    layout: 'sticker',
    photo: false,
    noun: { de: 'Sticker', en: 'Sticker' },
    slug: 'sticker',
    text: (t) => ({ headline: t.initials, lines: [] }),
  },
} as const satisfies Record<string, SlotDef>

export type SlotKey = keyof typeof SLOTS

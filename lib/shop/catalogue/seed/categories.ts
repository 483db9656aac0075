import type { Names } from '@/lib/config/catalog'
import { CARD_CATEGORY_KEYS, PHOTOBOOK_CATEGORY_KEYS, type CategoryKey } from '@/lib/model/catalog-keys'
import { fromNames } from '../localized-text'
import type { NewCategory } from '@/lib/db/schema'

/** Card purposes (spec section 1) and photo book topics (spec section 3), in display order. */

const CARD_CATEGORIES = {
  invitation: { de: 'Einladungskarten', en: 'Invitations' },
  'save-the-date': { de: 'Save the Date', en: 'Save the date' },
  announcement: { de: 'Anzeigen', en: 'Announcements' },
  'thank-you': { de: 'Dankeskarten', en: 'Thank-you cards' },
  greeting: { de: 'Grußkarten', en: 'Greeting cards' },
  menu: { de: 'Menükarten', en: 'Menu cards' },
  table: { de: 'Tischkarten', en: 'Table cards' },
  place: { de: 'Platzkarten', en: 'Place cards' },
  sympathy: { de: 'Trauerkarten', en: 'Sympathy cards' },
  envelope: { de: 'Briefumschläge', en: 'Envelopes' },
  sticker: { de: 'Adress- und Geschenkaufkleber', en: 'Address and gift stickers' },
  seal: { de: 'Siegel', en: 'Seals' },
  'bottle-label': { de: 'Flaschenetiketten', en: 'Bottle labels' },
} as const satisfies Record<(typeof CARD_CATEGORY_KEYS)[number], Names>

const PHOTOBOOK_CATEGORIES = {
  general: { de: 'Allgemein', en: 'General' },
  baby: { de: 'Baby', en: 'Baby' },
  baking: { de: 'Backen', en: 'Baking' },
  basic: { de: 'Basic', en: 'Basic' },
  'blank-design': { de: 'Leeres Design', en: 'Blank design' },
  events: { de: 'Ereignisse', en: 'Events' },
  everyday: { de: 'Alltag', en: 'Everyday' },
  family: { de: 'Familie', en: 'Family' },
  confirmation: { de: 'Firmung', en: 'Confirmation' },
  friends: { de: 'Freunde', en: 'Friends' },
  'special-person': { de: 'Für einen besonderen Menschen', en: 'For a special person' },
  'guest-book-general': { de: 'Gästebuch allgemein', en: 'Guest book, general' },
  'guest-book-birthday': { de: 'Gästebuch Geburtstag', en: 'Guest book, birthday' },
  'guest-book-wedding': { de: 'Gästebuch Hochzeit', en: 'Guest book, wedding' },
  'guest-book-communion': { de: 'Gästebuch Kommunion', en: 'Guest book, communion' },
  'guest-book-baptism': { de: 'Gästebuch Taufe', en: 'Guest book, christening' },
  birthday: { de: 'Geburtstag', en: 'Birthday' },
  grilling: { de: 'Grillen', en: 'Barbecue' },
  wedding: { de: 'Hochzeit', en: 'Wedding' },
  'wedding-newspaper': { de: 'Hochzeitszeitung', en: 'Wedding newspaper' },
  'year-in-review': { de: 'Jahresrückblick', en: 'Year in review' },
  'youth-consecration': { de: 'Jugendweihe', en: 'Youth consecration' },
  children: { de: 'Kinder', en: 'Children' },
  cooking: { de: 'Kochen', en: 'Cooking' },
  communion: { de: 'Kommunion', en: 'Communion' },
  love: { de: 'Liebe', en: 'Love' },
  lifestyle: { de: 'Lifestyle', en: 'Lifestyle' },
  'mothers-day': { de: 'Muttertag', en: "Mother's Day" },
  notebook: { de: 'Notizbuch', en: 'Notebook' },
  travel: { de: 'Reisen', en: 'Travel' },
  sport: { de: 'Sport', en: 'Sport' },
  baptism: { de: 'Taufe', en: 'Christening' },
  animals: { de: 'Tiere', en: 'Animals' },
  holiday: { de: 'Urlaub', en: 'Holiday' },
  christmas: { de: 'Weihnachten', en: 'Christmas' },
} as const satisfies Record<(typeof PHOTOBOOK_CATEGORY_KEYS)[number], Names>

const rows = (
  kind: NewCategory['kind'],
  keys: readonly CategoryKey[],
  names: Partial<Record<CategoryKey, Names>>,
) =>
  keys.map((key, index): Omit<NewCategory, 'createdAt'> => {
    const name = names[key]
    if (!name) throw new Error(`Category ${key} has no name`)
    return { key, kind, position: (index + 1) * 10, name: fromNames(name) }
  })

export const CATEGORY_SEED = [
  ...rows('card', CARD_CATEGORY_KEYS, CARD_CATEGORIES),
  ...rows('photobook', PHOTOBOOK_CATEGORY_KEYS, PHOTOBOOK_CATEGORIES),
]

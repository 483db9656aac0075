import type { AspectRatioKey, DesignStyleKey } from '@/lib/model/design-keys'
import type { PHOTOBOOK_CATEGORY_KEYS } from '@/lib/model/catalog-keys'
import type { PhotobookFormat, PhotobookType } from './config'

/**
 * Photo book design group sets: one design (cover, page layouts, fonts) offered as a group per format.
 * Editorial and small, so config. The set id is the spec's designGroupSetId; each group's id is the set
 * id times ten plus the format's position. `palette` and `motif` draw the preview in code.
 */
export type PhotobookCategory = (typeof PHOTOBOOK_CATEGORY_KEYS)[number]
export type PhotobookMotif = 'heart' | 'sun' | 'waves' | 'leaf' | 'frame' | 'confetti'

export interface PhotobookDesignGroupSet {
  id: number
  names: { de: string; en: string }
  categories: readonly PhotobookCategory[]
  style: DesignStyleKey
  formats: readonly PhotobookFormat[]
  types: readonly PhotobookType[]
  popularity: number
  createdAt: string
  motif: PhotobookMotif
  palette: readonly [string, string, string]
}

const ALL: readonly PhotobookFormat[] = ['din-landscape', 'din-portrait', 'square']
const BOOKS: readonly PhotobookType[] = ['digitalfotobuch', 'echtfotobuch']
const ANY: readonly PhotobookType[] = ['digitalfotobuch', 'echtfotobuch', 'fotoheft']

type Row = [
  number,
  string,
  string,
  PhotobookCategory[],
  DesignStyleKey,
  readonly PhotobookFormat[],
  readonly PhotobookType[],
  number,
  string,
  PhotobookMotif,
  [string, string, string],
]

const ROWS: Row[] = [
  [
    401,
    'Unser Hochzeitstag',
    'Our wedding day',
    ['wedding'],
    'elegant',
    ALL,
    BOOKS,
    96,
    '2025-04-02',
    'heart',
    ['#fdfbf7', '#b08d57', '#3f3f46'],
  ],
  [
    402,
    'Boho-Hochzeit',
    'Boho wedding',
    ['wedding', 'love'],
    'boho',
    ['din-landscape', 'square'],
    BOOKS,
    81,
    '2026-03-18',
    'leaf',
    ['#f5efe6', '#a16207', '#365314'],
  ],
  [
    403,
    'Hallo Baby',
    'Hello baby',
    ['baby', 'family'],
    'playful',
    ALL,
    ANY,
    89,
    '2025-10-09',
    'confetti',
    ['#f0f9ff', '#38bdf8', '#f472b6'],
  ],
  [
    404,
    'Erstes Jahr',
    'First year',
    ['baby', 'year-in-review'],
    'minimal',
    ['square'],
    BOOKS,
    70,
    '2026-06-30',
    'frame',
    ['#fafafa', '#404040', '#d4d4d4'],
  ],
  [
    405,
    'Sommerreise',
    'Summer trip',
    ['travel', 'holiday'],
    'photo',
    ['din-landscape', 'square'],
    ANY,
    93,
    '2025-06-01',
    'sun',
    ['#fff7ed', '#f97316', '#0ea5e9'],
  ],
  [
    406,
    'Roadtrip',
    'Road trip',
    ['travel'],
    'modern',
    ['din-landscape'],
    BOOKS,
    67,
    '2026-07-22',
    'waves',
    ['#f1f5f9', '#0f172a', '#eab308'],
  ],
  [
    407,
    'Unser Jahr',
    'Our year',
    ['year-in-review', 'family'],
    'classic',
    ALL,
    BOOKS,
    85,
    '2024-11-20',
    'frame',
    ['#ffffff', '#1e3a8a', '#93c5fd'],
  ],
  [
    408,
    'Familienbande',
    'Family ties',
    ['family', 'everyday'],
    'rustic',
    ['din-portrait', 'square'],
    ANY,
    62,
    '2025-02-14',
    'leaf',
    ['#f7f3ea', '#57534e', '#65a30d'],
  ],
  [
    409,
    'Gästebuch Hochzeit',
    'Wedding guest book',
    ['guest-book-wedding', 'guest-book-general'],
    'floral',
    ['din-portrait', 'square'],
    ['digitalfotobuch'],
    58,
    '2025-08-08',
    'heart',
    ['#fff1f2', '#e11d48', '#166534'],
  ],
  [
    410,
    'Geburtstagsparty',
    'Birthday party',
    ['birthday', 'guest-book-birthday', 'events'],
    'playful',
    ALL,
    ANY,
    64,
    '2026-01-05',
    'confetti',
    ['#fefce8', '#facc15', '#7c3aed'],
  ],
  [
    411,
    'Weihnachtszeit',
    'Christmas time',
    ['christmas'],
    'vintage',
    ['din-landscape', 'square'],
    ANY,
    55,
    '2025-11-02',
    'sun',
    ['#fef2f2', '#991b1b', '#166534'],
  ],
  [
    412,
    'Lieblingsrezepte',
    'Favourite recipes',
    ['cooking', 'baking'],
    'rustic',
    ['din-portrait'],
    ['digitalfotobuch', 'fotoheft'],
    49,
    '2026-04-11',
    'leaf',
    ['#fffbeb', '#92400e', '#4d7c0f'],
  ],
  [
    413,
    'Meine Taufe',
    'My baptism',
    ['baptism', 'guest-book-baptism'],
    'classic',
    ['square', 'din-portrait'],
    BOOKS,
    52,
    '2025-03-27',
    'frame',
    ['#f8fafc', '#64748b', '#e2e8f0'],
  ],
  [
    414,
    'Kommunion',
    'First communion',
    ['communion', 'guest-book-communion'],
    'elegant',
    ['square'],
    BOOKS,
    44,
    '2026-02-01',
    'heart',
    ['#fdfbf7', '#a8a29e', '#facc15'],
  ],
  [
    415,
    'Pfotenfreunde',
    'Paw friends',
    ['animals'],
    'playful',
    ['square', 'din-landscape'],
    ANY,
    59,
    '2026-08-19',
    'confetti',
    ['#f0fdf4', '#16a34a', '#a16207'],
  ],
  [
    416,
    'Spielzeit',
    'Game time',
    ['sport', 'friends'],
    'modern',
    ['din-landscape'],
    ANY,
    41,
    '2025-09-03',
    'waves',
    ['#eff6ff', '#1d4ed8', '#f43f5e'],
  ],
  [
    417,
    'Schlicht und weiß',
    'Simply white',
    ['basic', 'blank-design', 'general'],
    'minimal',
    ALL,
    ANY,
    78,
    '2024-09-01',
    'frame',
    ['#ffffff', '#a3a3a3', '#e5e5e5'],
  ],
  [
    418,
    'Für dich, Mama',
    'For you, Mum',
    ['mothers-day', 'special-person'],
    'floral',
    ['square', 'din-portrait'],
    BOOKS,
    47,
    '2026-04-30',
    'heart',
    ['#fdf2f8', '#db2777', '#f9a8d4'],
  ],
]

export const PHOTOBOOK_DESIGN_GROUP_SETS: readonly PhotobookDesignGroupSet[] = ROWS.map(
  ([id, de, en, categories, style, formats, types, popularity, createdAt, motif, palette]) => ({
    id,
    names: { de, en },
    categories,
    style,
    formats,
    types,
    popularity,
    createdAt,
    motif,
    palette,
  }),
)

const FORMAT_ORDER: readonly PhotobookFormat[] = ['din-landscape', 'din-portrait', 'square']

export function designGroupIdOf(set: PhotobookDesignGroupSet, format: PhotobookFormat): number {
  return set.id * 10 + FORMAT_ORDER.indexOf(format) + 1
}

export function findDesignGroupSet(id: number): PhotobookDesignGroupSet | undefined {
  return PHOTOBOOK_DESIGN_GROUP_SETS.find((set) => set.id === id)
}

export function aspectRatiosOf(
  set: PhotobookDesignGroupSet,
  ratioOf: (f: PhotobookFormat) => AspectRatioKey,
) {
  return [...new Set(set.formats.map(ratioOf))]
}

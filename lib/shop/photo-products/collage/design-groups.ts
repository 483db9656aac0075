import type { LocaleCode } from '@/lib/config/locales'
import type { CollageLayoutKey } from '@/lib/model/collage-keys'
import { pickName } from '@/lib/shop/catalogue/pick-name'
import type { CollageDesign } from '@/lib/shop/design-print/design/collage'
import { COLLAGE_LAYOUTS, type CollageAspect } from '@/lib/shop/design-print/design/collage-layouts'

/**
 * Collage design groups (spec 7: collage-designer-design-groups): designs gathered by occasion, each
 * a layout with its background, font and an optional opening text. Editorial and small, so config
 * rather than tables. Design 13 opens on the poster channel and design 1 on the card channel (spec 9,
 * `BRANDS[brand].defaultCollage`); the ids are the spec's `designId`.
 */

type Names = { de: string; en: string }

export interface CollageDesignEntry {
  id: number
  names: Names
  layout: CollageLayoutKey
  background: string
  fontFamily: string
  text: Names | null
}

export interface CollageDesignGroup {
  id: number
  names: Names
  designs: readonly CollageDesignEntry[]
}

type Row = [number, string, string, CollageLayoutKey, string, string, Names | null]

const group = (id: number, de: string, en: string, rows: Row[]): CollageDesignGroup => ({
  id,
  names: { de, en },
  designs: rows.map(([designId, nameDe, nameEn, layout, background, fontFamily, text]) => ({
    id: designId,
    names: { de: nameDe, en: nameEn },
    layout,
    background,
    fontFamily,
    text,
  })),
})

export const COLLAGE_DESIGN_GROUPS: readonly CollageDesignGroup[] = [
  group(1, 'Klassische Raster', 'Classic grids', [
    [1, 'Vier im Quadrat', 'Four square', 'grid-2x2', '#ffffff', 'Inter', null],
    [2, 'Neun im Quadrat', 'Nine square', 'grid-3x3', '#ffffff', 'Inter', null],
    [3, 'Sechzehn im Quadrat', 'Sixteen square', 'grid-4x4', '#ffffff', 'Inter', null],
    [4, 'Sechs im Hochformat', 'Six portrait', 'grid-2x3', '#f5f5f4', 'Inter', null],
    [5, 'Zwölf im Hochformat', 'Twelve portrait', 'grid-3x4', '#f5f5f4', 'Inter', null],
  ]),
  group(2, 'Familie', 'Family', [
    [6, 'Familienbild', 'Family portrait', 'hero-left-4', '#ffffff', 'Montserrat', null],
    [
      7,
      'Unser Zuhause',
      'Our home',
      'hero-top-5',
      '#fdf6ec',
      'Lora',
      { de: 'Unser Zuhause', en: 'Our home' },
    ],
    [8, 'Familienmosaik', 'Family mosaic', 'mosaic-7', '#ffffff', 'Montserrat', null],
    [9, 'Großfamilie', 'Big family', 'mosaic-9', '#f5f5f4', 'Montserrat', null],
    [10, 'Wir', 'Us', 'grid-2x3', '#ffffff', 'Caveat', { de: 'Wir', en: 'Us' }],
  ]),
  group(3, 'Liebe', 'Love', [
    [
      11,
      'Herz aus Fotos',
      'Heart of photos',
      'heart-12',
      '#fff1f2',
      'Great Vibes',
      { de: 'Für immer', en: 'Forever' },
    ],
    [
      12,
      'Du und ich',
      'You and me',
      'grid-2x2',
      '#fce7f3',
      'Parisienne',
      { de: 'Du und ich', en: 'You and me' },
    ],
    [13, 'Unsere Momente', 'Our moments', 'mosaic-7', '#ffffff', 'Playfair Display', null],
    [14, 'Liebesgeschichte', 'Love story', 'hero-top-5', '#fff1f2', 'Playfair Display', null],
    [
      15,
      'Ring der Liebe',
      'Circle of love',
      'circle-8',
      '#ffffff',
      'Great Vibes',
      { de: 'Wir zwei', en: 'The two of us' },
    ],
  ]),
  group(4, 'Reisen', 'Travel', [
    [16, 'Panorama in drei', 'Panorama in three', 'strip-3', '#ffffff', 'Raleway', null],
    [17, 'Panorama in vier', 'Panorama in four', 'strip-4', '#1f2937', 'Raleway', null],
    [
      18,
      'Fernweh',
      'Wanderlust',
      'hero-left-4',
      '#f0f9ff',
      'Josefin Sans',
      { de: 'Fernweh', en: 'Wanderlust' },
    ],
    [19, 'Reisetagebuch', 'Travel journal', 'mosaic-9', '#ffffff', 'Josefin Sans', null],
    [20, 'Unterwegs', 'On the road', 'grid-3x3', '#fefce8', 'Caveat', { de: 'Unterwegs', en: 'On the road' }],
  ]),
  group(5, 'Hochzeit', 'Wedding', [
    [
      21,
      'Ja-Wort',
      'I do',
      'hero-top-5',
      '#ffffff',
      'Cormorant Garamond',
      { de: 'Ja, ich will', en: 'I do' },
    ],
    [22, 'Hochzeitstag', 'Wedding day', 'mosaic-7', '#faf7f2', 'Cormorant Garamond', null],
    [23, 'Herz in Weiß', 'Heart in white', 'heart-12', '#ffffff', 'Great Vibes', null],
    [24, 'Gäste', 'Guests', 'grid-4x4', '#faf7f2', 'Cormorant Garamond', null],
    [
      25,
      'Für immer wir',
      'Forever us',
      'circle-8',
      '#faf7f2',
      'Parisienne',
      { de: 'Für immer wir', en: 'Forever us' },
    ],
  ]),
  group(6, 'Baby und Kinder', 'Baby and children', [
    [
      26,
      'Erstes Jahr',
      'First year',
      'grid-3x4',
      '#eff6ff',
      'Amatic SC',
      { de: 'Mein erstes Jahr', en: 'My first year' },
    ],
    [27, 'Kleine Wunder', 'Little wonders', 'grid-2x2', '#fef9c3', 'Caveat', null],
    [28, 'Kinderlachen', 'Little laughs', 'mosaic-9', '#ecfdf5', 'Amatic SC', null],
    [
      29,
      'Willkommen',
      'Welcome',
      'hero-top-5',
      '#fdf2f8',
      'Dancing Script',
      { de: 'Willkommen', en: 'Welcome' },
    ],
    [30, 'Spielzeit', 'Playtime', 'grid-3x3', '#fff7ed', 'Amatic SC', null],
  ]),
  group(7, 'Geburtstag', 'Birthday', [
    [
      31,
      'Alles Gute',
      'Happy birthday',
      'grid-3x3',
      '#fffbeb',
      'Dancing Script',
      { de: 'Alles Gute', en: 'Happy birthday' },
    ],
    [32, 'Jubiläum', 'Anniversary', 'mosaic-7', '#ffffff', 'Playfair Display', null],
    [33, 'Feier', 'Party', 'hero-left-4', '#f5f3ff', 'Montserrat', null],
    [
      34,
      'Runder Geburtstag',
      'Milestone birthday',
      'circle-8',
      '#fffbeb',
      'Playfair Display',
      { de: '50', en: '50' },
    ],
    [35, 'Gästebuch', 'Guest book', 'grid-4x4', '#ffffff', 'Lato', null],
  ]),
  group(8, 'Jahresrückblick', 'Year in review', [
    [
      36,
      'Zwölf Monate',
      'Twelve months',
      'grid-3x4',
      '#ffffff',
      'Montserrat',
      { de: 'Unser Jahr', en: 'Our year' },
    ],
    [37, 'Jahreszeiten', 'Seasons', 'grid-2x2', '#f5f5f4', 'Lora', null],
    [38, 'Highlights', 'Highlights', 'mosaic-9', '#111827', 'Montserrat', null],
    [39, 'Momente', 'Moments', 'strip-4', '#ffffff', 'Open Sans', null],
    [
      40,
      'Rückblick',
      'Looking back',
      'hero-top-5',
      '#f8fafc',
      'Lora',
      { de: 'Rückblick', en: 'Looking back' },
    ],
  ]),
]

const BY_ID = new Map(
  COLLAGE_DESIGN_GROUPS.flatMap((g) => g.designs.map((d) => [d.id, { design: d, group: g }] as const)),
)

/** A design and its group, or null for an id no group has. */
export function findCollageDesign(
  id: number,
): { design: CollageDesignEntry; group: CollageDesignGroup } | null {
  return BY_ID.get(id) ?? null
}

export function findCollageGroup(id: number): CollageDesignGroup | null {
  return COLLAGE_DESIGN_GROUPS.find((g) => g.id === id) ?? null
}

/** The shape of size a design is made in: its layout's. */
export function designAspect(design: Pick<CollageDesignEntry, 'layout'>): CollageAspect {
  return COLLAGE_LAYOUTS[design.layout].aspect
}

export function designPhotoCount(design: Pick<CollageDesignEntry, 'layout'>): number {
  return COLLAGE_LAYOUTS[design.layout].cells.length
}

/** A design as the document builder takes it, its names and text in the shop's language. */
export function collageDesignFor(
  entry: CollageDesignEntry,
  locale: LocaleCode,
): CollageDesign & { name: string } {
  return {
    id: entry.id,
    name: pickName(entry.names, locale),
    layout: entry.layout,
    background: entry.background,
    fontFamily: entry.fontFamily,
    text: entry.text ? pickName(entry.text, locale) : null,
  }
}

import type { ColourKey, DesignStyleKey } from '@/lib/model/design-keys'
import { CALENDAR_TYPE_RULES, type CalendarFormatKey, type CalendarType } from './config'

/**
 * Calendar design groups: one look (layout, fonts, colours) offered in several formats of one type.
 * Editorial and small, so config rather than tables. `palette` draws the preview (preview-svg.ts);
 * `motif` picks its picture. Popularity is the share of last season's orders, in per mille.
 */
export type CalendarMotif = 'mountains' | 'sea' | 'flowers' | 'grid' | 'circles' | 'stripes'

export interface CalendarDesignGroup {
  id: number
  names: { de: string; en: string }
  type: CalendarType
  formats: readonly CalendarFormatKey[]
  style: DesignStyleKey
  colours: readonly ColourKey[]
  popularity: number
  createdAt: string
  motif: CalendarMotif
  palette: readonly [string, string, string]
}

type Row = [
  number,
  string,
  string,
  CalendarType,
  DesignStyleKey,
  ColourKey[],
  number,
  string,
  CalendarMotif,
  [string, string, string],
]

const ROWS: Row[] = [
  [
    2101,
    'Bergsommer',
    'Mountain summer',
    'wall',
    'photo',
    ['green', 'blue'],
    91,
    '2025-08-04',
    'mountains',
    ['#dbeafe', '#166534', '#1e3a8a'],
  ],
  [
    2102,
    'Meeresrauschen',
    'Ocean breeze',
    'wall',
    'modern',
    ['blue', 'white'],
    84,
    '2025-09-12',
    'sea',
    ['#e0f2fe', '#0369a1', '#0c4a6e'],
  ],
  [
    2103,
    'Blütenjahr',
    'Year in bloom',
    'wall',
    'floral',
    ['pink', 'green'],
    77,
    '2025-07-21',
    'flowers',
    ['#fdf2f8', '#db2777', '#15803d'],
  ],
  [
    2104,
    'Klare Linie',
    'Clear line',
    'wall',
    'minimal',
    ['white', 'black'],
    69,
    '2026-02-10',
    'grid',
    ['#fafafa', '#171717', '#a3a3a3'],
  ],
  [
    2105,
    'Familienglück',
    'Family moments',
    'wall',
    'photo',
    ['multicolour'],
    95,
    '2024-10-01',
    'circles',
    ['#fff7ed', '#ea580c', '#0f766e'],
  ],
  [
    2106,
    'Goldene Zeiten',
    'Golden times',
    'wall',
    'elegant',
    ['gold', 'black'],
    58,
    '2026-06-18',
    'stripes',
    ['#1c1917', '#d4a017', '#fafaf9'],
  ],
  [
    2107,
    'Boho-Traum',
    'Boho dream',
    'wall',
    'boho',
    ['beige', 'brown'],
    63,
    '2026-03-02',
    'circles',
    ['#f5efe6', '#b45309', '#78350f'],
  ],
  [
    2201,
    'Schreibtischfreude',
    'Desk delight',
    'table',
    'playful',
    ['yellow', 'multicolour'],
    72,
    '2025-09-30',
    'circles',
    ['#fefce8', '#ca8a04', '#0e7490'],
  ],
  [
    2202,
    'Kleine Auszeit',
    'Little break',
    'table',
    'minimal',
    ['grey', 'white'],
    55,
    '2026-05-05',
    'grid',
    ['#f4f4f5', '#3f3f46', '#a1a1aa'],
  ],
  [
    2203,
    'Fernweh',
    'Wanderlust',
    'table',
    'photo',
    ['blue', 'orange'],
    80,
    '2025-06-14',
    'sea',
    ['#ecfeff', '#0891b2', '#f97316'],
  ],
  [
    2204,
    'Wiesenblumen',
    'Meadow flowers',
    'table',
    'floral',
    ['mint', 'rose'],
    61,
    '2026-07-01',
    'flowers',
    ['#f0fdf4', '#e11d48', '#16a34a'],
  ],
  [
    2301,
    'Küchenkräuter',
    'Kitchen herbs',
    'kitchen',
    'rustic',
    ['green', 'cream'],
    66,
    '2025-05-20',
    'flowers',
    ['#fefce8', '#4d7c0f', '#713f12'],
  ],
  [
    2302,
    'Wochenmarkt',
    'Farmers market',
    'kitchen',
    'vintage',
    ['red', 'cream'],
    48,
    '2026-08-09',
    'stripes',
    ['#fef2f2', '#b91c1c', '#78350f'],
  ],
  [
    2401,
    'Familienplaner Klassik',
    'Family planner classic',
    'family-planner',
    'classic',
    ['navy', 'white'],
    88,
    '2024-09-15',
    'grid',
    ['#f8fafc', '#1e3a8a', '#64748b'],
  ],
  [
    2402,
    'Bunte Woche',
    'Colourful week',
    'family-planner',
    'playful',
    ['multicolour'],
    74,
    '2026-01-20',
    'circles',
    ['#fdf4ff', '#9333ea', '#f59e0b'],
  ],
  [
    2501,
    'Termin im Blick',
    'At a glance',
    'appointment',
    'modern',
    ['black', 'red'],
    52,
    '2025-11-11',
    'grid',
    ['#ffffff', '#111827', '#e4002b'],
  ],
  [
    2502,
    'Naturjahr',
    'Natural year',
    'appointment',
    'rustic',
    ['brown', 'green'],
    45,
    '2026-09-01',
    'mountains',
    ['#f7f3ea', '#3f6212', '#57534e'],
  ],
]

export const CALENDAR_DESIGN_GROUPS: readonly CalendarDesignGroup[] = ROWS.map(
  ([id, de, en, type, style, colours, popularity, createdAt, motif, palette]) => ({
    id,
    names: { de, en },
    type,
    formats: CALENDAR_TYPE_RULES[type].formats,
    style,
    colours,
    popularity,
    createdAt,
    motif,
    palette,
  }),
)

export function findCalendarDesignGroup(id: number): CalendarDesignGroup | undefined {
  return CALENDAR_DESIGN_GROUPS.find((group) => group.id === id)
}

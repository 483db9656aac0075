import type { ColourKey } from '@/lib/model/design-keys'

/**
 * Colourways of the generated designs. Layers only reference palette names (paper, ink, accent,
 * deco, soft), so one layout becomes many colourways by swapping the palette. `colours` are the
 * families a shopper filters by; `foil` marks palettes meant for a gold or silver refinement.
 */
export type PaletteDef = {
  paper: string
  ink: string
  accent: string
  deco: string
  soft: string
  colours: ColourKey[]
  words: { de: string; en: string }
  /** Adjective for look names ("Goldener Kranz"), as a German stem and English word. */
  adjective?: { de: string; en: string }
  foil?: boolean
}

const p = (
  paper: string,
  ink: string,
  accent: string,
  deco: string,
  soft: string,
  colours: ColourKey[],
  de: string,
  en: string,
  extra: Partial<PaletteDef> = {},
): PaletteDef => ({ paper, ink, accent, deco, soft, colours, words: { de, en }, ...extra })

export const PALETTES = {
  sage: p(
    '#fbfaf5',
    '#2f3e36',
    '#7d9a7f',
    '#c9a86a',
    '#e4ebe1',
    ['green', 'cream'],
    'Salbeigrün und Creme',
    'sage green and cream',
  ),
  gold: p(
    '#fdf8ee',
    '#3b3024',
    '#c5a253',
    '#8c6d3f',
    '#f1e6cc',
    ['gold', 'cream'],
    'Gold auf Creme',
    'gold on cream',
    {
      adjective: { de: 'Golden', en: 'Golden' },
      foil: true,
    },
  ),
  silver: p(
    '#f7f7f8',
    '#2e3440',
    '#9ba3b0',
    '#6b7280',
    '#e5e7eb',
    ['silver', 'grey', 'white'],
    'Silber und Grau',
    'silver and grey',
    {
      adjective: { de: 'Silbern', en: 'Silver' },
      foil: true,
    },
  ),
  blush: p(
    '#fff7f5',
    '#4a2f35',
    '#d98e9b',
    '#b5485d',
    '#f7dcdc',
    ['rose', 'pink'],
    'Rosé und Altrosa',
    'blush and dusty rose',
  ),
  navy: p(
    '#1f2a44',
    '#f5efe0',
    '#d4af37',
    '#9fb3c8',
    '#2b3a5c',
    ['navy', 'gold'],
    'Nachtblau mit Gold',
    'midnight blue with gold',
    {
      foil: true,
    },
  ),
  terracotta: p(
    '#f6efe6',
    '#4b3426',
    '#c8734f',
    '#a3876a',
    '#ead9c6',
    ['orange', 'beige', 'brown'],
    'Terrakotta und Sand',
    'terracotta and sand',
  ),
  forest: p(
    '#f4f1ea',
    '#1e3a2f',
    '#2f6b4f',
    '#b8322f',
    '#dfe8e0',
    ['green', 'red', 'white'],
    'Tannengrün und Rot',
    'fir green and red',
  ),
  ruby: p(
    '#a4161a',
    '#fff8ef',
    '#f2e3c6',
    '#d4af37',
    '#8a1216',
    ['red', 'gold'],
    'Rubinrot mit Gold',
    'ruby red with gold',
    {
      foil: true,
    },
  ),
  midnight: p(
    '#141b2d',
    '#ffffff',
    '#d4af37',
    '#8fa3c7',
    '#222c44',
    ['navy', 'gold', 'black'],
    'Mitternachtsblau und Gold',
    'midnight blue and gold',
    {
      foil: true,
    },
  ),
  sky: p('#f5f9fc', '#2c3e50', '#8fb8d8', '#e8c468', '#dcebf5', ['blue', 'white'], 'Himmelblau', 'sky blue'),
  mint: p(
    '#f5fbf8',
    '#2d4a43',
    '#7fc8b0',
    '#f2b880',
    '#dcf1e9',
    ['mint', 'white'],
    'Mint und Apricot',
    'mint and apricot',
  ),
  rainbow: p(
    '#fffdf7',
    '#34304a',
    '#ef6f6c',
    '#56c1c9',
    '#f9c74f',
    ['multicolour'],
    'fröhlichen Farben',
    'cheerful colours',
  ),
  lavender: p(
    '#faf7fc',
    '#3d3450',
    '#a58cc4',
    '#7a9e7e',
    '#ebe3f4',
    ['purple', 'white'],
    'Lavendel',
    'lavender',
  ),
  stone: p(
    '#ffffff',
    '#2b2b2b',
    '#6d7a72',
    '#9aa5a0',
    '#eef0ef',
    ['white', 'grey'],
    'Weiß und Steingrau',
    'white and stone grey',
  ),
  slate: p(
    '#2b2d2f',
    '#f2f2f2',
    '#b8b8b8',
    '#8c9a8f',
    '#3a3d40',
    ['black', 'grey'],
    'Schiefer und Silbergrau',
    'slate and silver grey',
  ),
  kraft: p(
    '#d8c3a5',
    '#3a2c1e',
    '#f7f1e3',
    '#6b8e5a',
    '#c9b08c',
    ['brown', 'beige'],
    'Kraftpapier-Braun',
    'kraft brown',
  ),
  bavarian: p(
    '#ffffff',
    '#1d3f73',
    '#3b7dd8',
    '#c8a04a',
    '#dbe9fb',
    ['blue', 'white'],
    'Weiß und Blau',
    'white and blue',
  ),
  sunny: p(
    '#fffbea',
    '#3d3522',
    '#f2c14e',
    '#e07a5f',
    '#fdf0c2',
    ['yellow', 'orange'],
    'Sonnengelb',
    'sunshine yellow',
  ),
  love: p(
    '#fff5f3',
    '#5a1a22',
    '#d7263d',
    '#f49ca8',
    '#fbe0e3',
    ['red', 'pink'],
    'Rot und Rosa',
    'red and pink',
  ),
  noir: p(
    '#151515',
    '#f3ead7',
    '#c9a45c',
    '#7d7d7d',
    '#262626',
    ['black', 'gold'],
    'Schwarz und Gold',
    'black and gold',
    {
      foil: true,
    },
  ),
  linen: p(
    '#f3ede4',
    '#3c3833',
    '#b49b7b',
    '#7e8c74',
    '#e6ddd0',
    ['beige', 'cream'],
    'Leinen und Olive',
    'linen and olive',
  ),
} as const satisfies Record<string, PaletteDef>

export type PaletteKey = keyof typeof PALETTES

/** The document palette: the five named colours every generated layer refers to. */
export function documentPalette(key: PaletteKey): Record<string, string> {
  const { paper, ink, accent, deco, soft } = PALETTES[key]
  return { paper, ink, accent, deco, soft }
}

import type { DesignFontFamily } from '../../design-print/design/fonts'
import type { OccasionKey } from '@/lib/model/catalog-keys'
import type { PaletteKey } from './palettes'
import type { SlotKey } from './slots'

/**
 * What the generator makes per occasion: which products form a theme, how many themes, and the
 * motifs, colourways and headline fonts that suit the occasion. The order of RECIPES and of their
 * looks fixes design and theme ids, so new entries go at the end of a list, never in between.
 * `pinned` looks are the themes seeded in lib/shop/catalogue/seed/themes.ts, kept with their ids and names.
 */
export type PinnedLook = { themeId: number; motif: string; palette: PaletteKey }
export type Recipe = {
  occasion: OccasionKey
  slots: readonly SlotKey[]
  looks: number
  motifs: readonly string[]
  palettes: readonly PaletteKey[]
  fonts: readonly DesignFontFamily[]
  /** Themes meant to be ordered together are shown as set pages. */
  isSet: boolean
  pinned?: readonly PinnedLook[]
}

const CELEBRATION = ['invitation', 'thank-you', 'menu', 'place'] as const
const CHURCH = ['invitation', 'thank-you', 'menu', 'place', 'sticker'] as const
const ROMANTIC: DesignFontFamily[] = ['Great Vibes', 'Parisienne', 'Playfair Display', 'Cormorant Garamond']
const FRIENDLY: DesignFontFamily[] = ['Dancing Script', 'Caveat', 'Montserrat', 'Josefin Sans']
const CLEAN: DesignFontFamily[] = ['Playfair Display', 'Montserrat', 'Raleway', 'Lora']
const PLAYFUL: DesignFontFamily[] = ['Amatic SC', 'Caveat', 'Dancing Script', 'Josefin Sans']

export const RECIPES: readonly Recipe[] = [
  {
    occasion: 'hochzeit',
    // 'table-plan' last: a slot's index is part of the design id (catalogue.ts).
    slots: ['invitation', 'save-the-date', 'thank-you', 'menu', 'place', 'table', 'sticker', 'table-plan'],
    looks: 6,
    motifs: ['eucalyptus', 'rings', 'pampas', 'wreath', 'flower-trio', 'deco-lines', 'dots', 'leaves'],
    palettes: ['sage', 'gold', 'terracotta', 'blush', 'navy', 'linen', 'noir'],
    fonts: ROMANTIC,
    isSet: true,
    pinned: [
      { themeId: 1461, motif: 'eucalyptus', palette: 'sage' },
      { themeId: 1462, motif: 'rings', palette: 'gold' },
      { themeId: 1470, motif: 'pampas', palette: 'terracotta' },
    ],
  },
  {
    occasion: 'silberhochzeit',
    slots: ['invitation', 'thank-you', 'menu', 'place', 'table', 'table-plan'],
    looks: 4,
    motifs: ['rings', 'laurel', 'wreath', 'deco-lines'],
    palettes: ['silver', 'stone', 'navy', 'blush'],
    fonts: ROMANTIC,
    isSet: false,
    pinned: [{ themeId: 1478, motif: 'rings', palette: 'silver' }],
  },
  {
    occasion: 'taufe',
    slots: CHURCH,
    looks: 4,
    motifs: ['dove', 'cross', 'moon-star', 'branch'],
    palettes: ['sky', 'mint', 'blush', 'sage'],
    fonts: ROMANTIC,
    isSet: true,
  },
  {
    occasion: 'kommunion',
    slots: CHURCH,
    looks: 4,
    motifs: ['fish', 'dove', 'cross', 'wreath'],
    palettes: ['sky', 'sage', 'gold', 'lavender'],
    fonts: CLEAN,
    isSet: true,
    pinned: [{ themeId: 1531, motif: 'fish', palette: 'sky' }],
  },
  {
    occasion: 'konfirmation',
    slots: CHURCH,
    looks: 4,
    motifs: ['cross', 'dove', 'geometric', 'leaves'],
    palettes: ['stone', 'navy', 'mint', 'linen'],
    fonts: CLEAN,
    isSet: true,
  },
  {
    occasion: 'firmung',
    slots: CHURCH,
    looks: 4,
    motifs: ['dove', 'cross', 'laurel', 'flower'],
    palettes: ['lavender', 'sage', 'sky', 'gold'],
    fonts: CLEAN,
    isSet: true,
  },
  {
    occasion: 'jugendweihe',
    slots: CELEBRATION,
    looks: 4,
    motifs: ['geometric', 'stars', 'deco-lines', 'confetti'],
    palettes: ['midnight', 'mint', 'noir', 'sunny'],
    fonts: CLEAN,
    isSet: true,
  },
  {
    occasion: 'geburtstag',
    slots: ['invitation', 'thank-you', 'menu', 'place', 'sticker'],
    looks: 5,
    motifs: ['balloons', 'confetti', 'glasses', 'cake', 'dots'],
    palettes: ['rainbow', 'gold', 'noir', 'sunny', 'blush'],
    fonts: FRIENDLY,
    isSet: true,
  },
  {
    occasion: 'kindergeburtstag',
    slots: ['invitation', 'thank-you', 'sticker'],
    looks: 4,
    motifs: ['rainbow', 'balloons', 'crown', 'stars'],
    palettes: ['rainbow', 'sunny', 'mint', 'sky'],
    fonts: PLAYFUL,
    isSet: false,
    pinned: [{ themeId: 1520, motif: 'rainbow', palette: 'rainbow' }],
  },
  {
    occasion: 'einschulung',
    slots: ['invitation', 'thank-you', 'menu', 'sticker'],
    looks: 4,
    motifs: ['school-cone', 'stars', 'balloons', 'sun'],
    palettes: ['sunny', 'rainbow', 'sky', 'mint'],
    fonts: PLAYFUL,
    isSet: true,
  },
  {
    occasion: 'geburt',
    slots: ['announcement', 'thank-you', 'sticker'],
    looks: 4,
    motifs: ['star', 'moon-star', 'hearts', 'flower'],
    palettes: ['sky', 'blush', 'mint', 'linen'],
    fonts: FRIENDLY,
    isSet: true,
    pinned: [{ themeId: 1503, motif: 'star', palette: 'sky' }],
  },
  {
    occasion: 'trauer',
    slots: ['mourning', 'invitation', 'thank-you', 'place'],
    looks: 4,
    motifs: ['candle', 'leaves', 'dove', 'branch'],
    palettes: ['stone', 'slate', 'linen', 'sage'],
    fonts: ['Cormorant Garamond', 'EB Garamond', 'Lora', 'Parisienne'],
    isSet: true,
    pinned: [{ themeId: 1551, motif: 'candle', palette: 'stone' }],
  },
  {
    occasion: 'ruhestand',
    slots: CELEBRATION,
    looks: 4,
    motifs: ['sun', 'glasses', 'laurel', 'deco-lines'],
    palettes: ['sunny', 'gold', 'sky', 'linen'],
    fonts: FRIENDLY,
    isSet: true,
  },
  {
    occasion: 'richtfest',
    slots: CELEBRATION,
    looks: 4,
    motifs: ['house-frame', 'house', 'branch', 'geometric'],
    palettes: ['kraft', 'linen', 'forest', 'stone'],
    fonts: CLEAN,
    isSet: true,
  },
  {
    occasion: 'oktoberfest',
    slots: CELEBRATION,
    looks: 4,
    motifs: ['pretzel', 'beer', 'hearts', 'flower'],
    palettes: ['bavarian', 'kraft', 'love', 'forest'],
    fonts: PLAYFUL,
    isSet: true,
  },
  {
    occasion: 'jubilaeum',
    slots: CELEBRATION,
    looks: 4,
    motifs: ['laurel', 'crown', 'glasses', 'firework'],
    palettes: ['gold', 'noir', 'navy', 'silver'],
    fonts: CLEAN,
    isSet: true,
  },
  {
    occasion: 'party',
    slots: CELEBRATION,
    looks: 4,
    motifs: ['confetti', 'glasses', 'balloons', 'firework'],
    palettes: ['noir', 'rainbow', 'midnight', 'love'],
    fonts: PLAYFUL,
    isSet: true,
  },
  {
    occasion: 'umzug',
    slots: ['invitation', 'announcement', 'thank-you'],
    looks: 4,
    motifs: ['house', 'leaves', 'geometric', 'hearts'],
    palettes: ['mint', 'terracotta', 'stone', 'sunny'],
    fonts: FRIENDLY,
    isSet: true,
  },
  {
    occasion: 'weihnachten-private',
    slots: ['greeting', 'postcard', 'menu', 'place', 'sticker'],
    looks: 5,
    motifs: ['fir-trees', 'star', 'snowflake', 'fir-tree', 'wreath'],
    palettes: ['forest', 'ruby', 'kraft', 'midnight', 'gold'],
    fonts: ['Great Vibes', 'Dancing Script', 'Playfair Display', 'Amatic SC'],
    isSet: false,
    pinned: [{ themeId: 1544, motif: 'fir-trees', palette: 'forest' }],
  },
  {
    occasion: 'weihnachten-business',
    slots: ['greeting', 'business-card', 'postcard'],
    looks: 4,
    motifs: ['snowflake', 'star', 'deco-lines', 'fir-tree'],
    palettes: ['midnight', 'stone', 'ruby', 'noir'],
    fonts: CLEAN,
    isSet: false,
  },
  {
    occasion: 'ostern',
    slots: ['greeting', 'postcard', 'place', 'sticker'],
    looks: 4,
    motifs: ['egg', 'bunny', 'tulip', 'flower-trio'],
    palettes: ['mint', 'sunny', 'blush', 'lavender'],
    fonts: PLAYFUL,
    isSet: false,
    pinned: [{ themeId: 1560, motif: 'egg', palette: 'mint' }],
  },
  {
    occasion: 'valentinstag',
    slots: ['greeting', 'postcard'],
    looks: 4,
    motifs: ['heart', 'hearts', 'flower', 'dots'],
    palettes: ['love', 'blush', 'noir', 'lavender'],
    fonts: ROMANTIC,
    isSet: false,
  },
  {
    occasion: 'muttertag',
    slots: ['greeting', 'postcard'],
    looks: 4,
    motifs: ['tulip', 'flower-trio', 'hearts', 'flower'],
    palettes: ['blush', 'lavender', 'mint', 'sunny'],
    fonts: ROMANTIC,
    isSet: false,
  },
  {
    occasion: 'vatertag',
    slots: ['greeting', 'postcard'],
    looks: 4,
    motifs: ['tie', 'crown', 'beer', 'geometric'],
    palettes: ['navy', 'kraft', 'sky', 'slate'],
    fonts: CLEAN,
    isSet: false,
  },
  {
    occasion: 'neujahr',
    slots: ['greeting', 'postcard', 'business-card'],
    looks: 4,
    motifs: ['firework', 'glasses', 'stars', 'confetti'],
    palettes: ['midnight', 'noir', 'gold', 'silver'],
    fonts: FRIENDLY,
    isSet: false,
  },
]

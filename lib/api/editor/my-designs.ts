import 'server-only'
import type { ShopContext } from '@/lib/context/shop-context'
import { requestDb } from '@/lib/api/request-db'
import { calendarFormatName } from '@/lib/api/editor/calendar-choices'
import { FORMATS } from '@/lib/config/catalog'
import { lengthUnitOf } from '@/lib/config/locales'
import {
  CALENDAR_ROUTE,
  COLLAGE_ROUTE,
  PHOTOBOOK_ROUTE,
  PHOTOBOX_ROUTE,
  PHOTO_PRINTS_ROUTE,
} from '@/lib/config/routes'
import { formatSize } from '@/lib/i18n/length'
import { PRODUCT_TYPES } from '@/lib/model/product-types'
import { shopHref } from '@/lib/seo/urls'
import { getDesign } from '@/lib/shop/catalogue/designs'
import { CALENDAR_FORMATS, CALENDAR_TYPES } from '@/lib/shop/photo-products/calendar/config'
import { findCalendarDesignGroup } from '@/lib/shop/photo-products/calendar/design-groups'
import { PHOTOBOOK_FORMATS } from '@/lib/shop/photo-products/photobook/config'
import { findDesignGroupSet } from '@/lib/shop/photo-products/photobook/design-group-sets'
import { PHOTOBOX_DESIGNS, PHOTOBOX_FORMATS } from '@/lib/shop/photo-products/photobox/config'
import { findCollageDesign } from '@/lib/shop/photo-products/collage/design-groups'
import { pickName } from '@/lib/shop/catalogue/pick-name'
import { listSavedDesigns, savedDesignOwnerOf } from '@/lib/shop/design-print/saved-designs/saved-designs'
import type { SavedDesignOwner, SavedDesignSummary } from '@/lib/shop/design-print/saved-designs/schema'
import { readRequestOwner } from '@/lib/api/session/request-owner'

export interface MyDesign extends SavedDesignSummary {
  /** The catalogue design's (or calendar / photo-book design's) name in the page's language; null if withdrawn. */
  name: string | null
  /** What it is, in the page's language: "Klappkarte", "Wandkalender", "Fotobuch". */
  productLabel: string
  /** Its format in the page's language ("DIN A6", "DIN A4 quer · 29,7 × 21 cm"); "" if unknown. */
  formatLabel: string
  /**
   * Where the design reopens: a photo product in its configurator (`?saved=`); null for cards, whose
   * editor link the page builds from its own editor path and the catalogue design.
   */
  href: string | null
}

const PHOTOBOOK_NAME = { de: 'Fotobuch', en: 'Photo book' } as const
const PHOTOBOX_NAME = { de: 'Fotobox', en: 'Photo box' } as const
const PRINTS_NAME = { de: 'Fotoabzüge', en: 'Photo prints' } as const
const COLLAGE_NAME = { de: 'Fotocollage', en: 'Photo collage' } as const
const PHOTOS = { de: 'Fotos', en: 'photos' } as const
const PICTURES = { de: 'Bilder', en: 'pictures' } as const

const has = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => key in table

/** The saved designs of an owner with their names (default: this request's customer or visitor). */
export async function listMyDesigns(ctx: ShopContext, owner?: SavedDesignOwner): Promise<MyDesign[]> {
  const who = owner ?? savedDesignOwnerOf(await readRequestOwner())
  if (!who) return []
  const db = await requestDb()
  const saved = await listSavedDesigns(db, who)
  const ids = [
    ...new Set(saved.flatMap((s) => (s.product !== 'card' || s.designId === null ? [] : [s.designId]))),
  ]
  const names = new Map(
    await Promise.all(
      ids.map(async (id) => [id, (await getDesign(db, id, ctx.locale))?.name ?? null] as const),
    ),
  )
  const language = ctx.locale.startsWith('en') ? 'en' : 'de'
  return saved.map((s): MyDesign => {
    if (s.product === 'card') {
      return {
        ...s,
        name: s.designId === null ? null : (names.get(s.designId) ?? null),
        productLabel: has(PRODUCT_TYPES, s.productType) ? PRODUCT_TYPES[s.productType][language] : '',
        formatLabel: has(FORMATS, s.format) ? FORMATS[s.format][language] : '',
        href: null,
      }
    }
    if (s.product === 'photobox' || s.product === 'photoprints') return withPhotoName(ctx, s, language)
    if (s.product === 'collage') return withCollageName(ctx, s, language)
    const id = s.designGroupId ?? 0
    if (s.product === 'calendar') {
      const group = findCalendarDesignGroup(id)
      const href = `${shopHref(ctx, [CALENDAR_ROUTE])}?designGroupId=${id}&saved=${s.id}`
      const formatLabel = has(CALENDAR_FORMATS, s.format)
        ? calendarFormatName(s.format, language, ctx.locale)
        : ''
      if (!group) return { ...s, name: null, productLabel: '', formatLabel, href: null }
      const productLabel = CALENDAR_TYPES[group.type][language]
      return { ...s, name: `${productLabel} – ${group.names[language]}`, productLabel, formatLabel, href }
    }
    const set = findDesignGroupSet(id)
    const href = `${shopHref(ctx, [PHOTOBOOK_ROUTE])}?designGroupSetId=${id}&saved=${s.id}`
    const formatLabel = has(PHOTOBOOK_FORMATS, s.format) ? PHOTOBOOK_FORMATS[s.format].names[language] : ''
    const productLabel = PHOTOBOOK_NAME[language]
    if (!set) return { ...s, name: null, productLabel, formatLabel, href: null }
    return { ...s, name: `${productLabel} – ${set.names[language]}`, productLabel, formatLabel, href }
  })
}

/**
 * A photo box ("Fotobox – Pünktchenzauber", "13 × 18 cm · 20 Bilder") or photo prints ("Fotoabzüge",
 * "36 Fotos"), reopening in their configurator by the saved id alone (the document holds every option).
 */
function withPhotoName(ctx: ShopContext, s: SavedDesignSummary, language: 'de' | 'en'): MyDesign {
  const count = (n: number | null, words: { de: string; en: string }) =>
    n === null ? '' : `${n} ${words[language]}`
  if (s.product === 'photoprints') {
    const href = `${shopHref(ctx, [PHOTO_PRINTS_ROUTE])}?saved=${s.id}`
    const productLabel = PRINTS_NAME[language]
    return { ...s, name: productLabel, productLabel, formatLabel: count(s.quantity, PHOTOS), href }
  }
  const href = `${shopHref(ctx, [PHOTOBOX_ROUTE])}?saved=${s.id}`
  const productLabel = PHOTOBOX_NAME[language]
  const design = PHOTOBOX_DESIGNS.find((d) => d.designType === s.designKey)
  const size = has(PHOTOBOX_FORMATS, s.format) ? PHOTOBOX_FORMATS[s.format] : null
  const formatLabel = [
    size ? formatSize(size.widthMm, size.heightMm, lengthUnitOf(ctx.locale), ctx.locale) : '',
    count(s.quantity, PICTURES),
  ]
    .filter(Boolean)
    .join(' · ')
  const name = design ? `${productLabel} – ${design.names[language]}` : productLabel
  return { ...s, name, productLabel, formatLabel, href }
}

/**
 * A collage ("Fotocollage – Unsere Momente", "60 × 90 cm"), reopening in its configurator by the saved
 * id alone: the document holds its layout, photos, material and frame (ADR 0103).
 */
function withCollageName(ctx: ShopContext, s: SavedDesignSummary, language: 'de' | 'en'): MyDesign {
  const href = `${shopHref(ctx, [COLLAGE_ROUTE])}?saved=${s.id}`
  const productLabel = COLLAGE_NAME[language]
  const found = s.designKey === null ? null : findCollageDesign(Number(s.designKey))
  const [w, h] = s.format.split('x').map(Number)
  const formatLabel = w && h ? formatSize(w, h, lengthUnitOf(ctx.locale), ctx.locale) : ''
  const name = found ? `${productLabel} – ${pickName(found.design.names, ctx.locale)}` : productLabel
  return { ...s, name, productLabel, formatLabel, href }
}

import 'server-only'
import type { ShopContext } from '@/lib/context/shop-context'
import { requestDb } from '@/lib/api/request-db'
import { CALENDAR_ROUTE, PHOTOBOOK_ROUTE } from '@/lib/config/routes'
import { shopHref } from '@/lib/seo/urls'
import { getDesign } from '@/lib/shop/catalogue/designs'
import { CALENDAR_TYPES } from '@/lib/shop/photo-products/calendar/config'
import { findCalendarDesignGroup } from '@/lib/shop/photo-products/calendar/design-groups'
import { findDesignGroupSet } from '@/lib/shop/photo-products/photobook/design-group-sets'
import { listSavedDesigns, savedDesignOwnerOf } from '@/lib/shop/design-print/saved-designs/saved-designs'
import type { SavedDesignOwner, SavedDesignSummary } from '@/lib/shop/design-print/saved-designs/schema'
import { readRequestOwner } from '@/lib/api/session/request-owner'

export interface MyDesign extends SavedDesignSummary {
  /** The catalogue design's (or calendar / photo-book design's) name in the page's language; null if withdrawn. */
  name: string | null
  /**
   * Where the design reopens: a calendar or book in its configurator (`?saved=`); null for cards, whose
   * editor link the page builds from its own editor path and the catalogue design.
   */
  href: string | null
}

const PHOTOBOOK_NAME = { de: 'Fotobuch', en: 'Photo book' } as const

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
      return { ...s, name: s.designId === null ? null : (names.get(s.designId) ?? null), href: null }
    }
    const id = s.designGroupId ?? 0
    if (s.product === 'calendar') {
      const group = findCalendarDesignGroup(id)
      const href = `${shopHref(ctx, [CALENDAR_ROUTE])}?designGroupId=${id}&saved=${s.id}`
      if (!group) return { ...s, name: null, href: null }
      return { ...s, name: `${CALENDAR_TYPES[group.type][language]} – ${group.names[language]}`, href }
    }
    const set = findDesignGroupSet(id)
    const href = `${shopHref(ctx, [PHOTOBOOK_ROUTE])}?designGroupSetId=${id}&saved=${s.id}`
    if (!set) return { ...s, name: null, href: null }
    return { ...s, name: `${PHOTOBOOK_NAME[language]} – ${set.names[language]}`, href }
  })
}

import 'server-only'
import type { ShopContext } from '@/lib/context/shop-context'
import { requestDb } from '@/lib/api/request-db'
import { getDesign } from '@/lib/shop/catalogue/designs'
import { listSavedDesigns, savedDesignOwnerOf } from '@/lib/shop/design-print/saved-designs/saved-designs'
import type { SavedDesignOwner, SavedDesignSummary } from '@/lib/shop/design-print/saved-designs/schema'
import { readRequestOwner } from '@/lib/api/session/request-owner'

export interface MyDesign extends SavedDesignSummary {
  /** The catalogue design's name in the page's language; null if it was withdrawn. */
  name: string | null
}

/** The saved designs of an owner with their catalogue names (default: this request's customer or visitor). */
export async function listMyDesigns(ctx: ShopContext, owner?: SavedDesignOwner): Promise<MyDesign[]> {
  const who = owner ?? savedDesignOwnerOf(await readRequestOwner())
  if (!who) return []
  const db = await requestDb()
  const saved = await listSavedDesigns(db, who)
  const ids = [...new Set(saved.flatMap((s) => (s.designId === null ? [] : [s.designId])))]
  const names = new Map(
    await Promise.all(
      ids.map(async (id) => [id, (await getDesign(db, id, ctx.locale))?.name ?? null] as const),
    ),
  )
  return saved.map((s) => ({ ...s, name: s.designId === null ? null : (names.get(s.designId) ?? null) }))
}

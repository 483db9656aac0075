import 'server-only'
import { getDb } from '@/lib/db/client'
import type { Db } from '@/lib/db/types'
import type { RenderOptions } from '@/lib/render/pool'
import { renderDesignPreview } from '@/lib/shop/design-print/design/preview/render-preview'
import { getSavedDesign } from './saved-designs'
import type { SavedDesignOwner } from './schema'

/** Thumbnail width of "Meine Designs"; twice the CSS width for sharp screens. */
export const SAVED_DESIGN_PREVIEW_WIDTH = 360

/**
 * The front page of one of the owner's saved designs as WebP, drawn from the stored document (what
 * the customer made, not the catalogue template). Null when it is not theirs, so ids reveal nothing.
 * `requester`: the visitor's address and request signal, so the render pool caps them like any other
 * client's pictures (429/503 as RenderRefused) and stops the drawing when they go away.
 */
export async function savedDesignPreview(
  db: Db,
  owner: SavedDesignOwner,
  id: string,
  requester: Omit<RenderOptions, 'timeoutMs'> = {},
): Promise<{ bytes: Buffer; revision: number } | null> {
  const saved = await getSavedDesign(db, owner, id)
  if (!saved) return null
  return {
    bytes: await renderDesignPreview(saved.document, SAVED_DESIGN_PREVIEW_WIDTH, requester),
    revision: saved.revision,
  }
}

/** The same over the shop's database, for the route (routes call the domain, not the database). */
export async function shopSavedDesignPreview(
  owner: SavedDesignOwner,
  id: string,
  requester: Omit<RenderOptions, 'timeoutMs'> = {},
): Promise<{ bytes: Buffer; revision: number } | null> {
  return savedDesignPreview(await getDb(), owner, id, requester)
}

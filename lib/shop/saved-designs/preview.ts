import 'server-only'
import type { Db } from '@/lib/db/types'
import { renderDesignPreview } from '@/lib/shop/design/preview/render-preview'
import { getSavedDesign } from './saved-designs'
import type { SavedDesignOwner } from './schema'

/** Thumbnail width of "Meine Designs"; twice the CSS width for sharp screens. */
export const SAVED_DESIGN_PREVIEW_WIDTH = 360

/**
 * The front page of one of the owner's saved designs as WebP, drawn from the stored document (what
 * the customer made, not the catalogue template). Null when it is not theirs, so ids reveal nothing.
 */
export async function savedDesignPreview(
  db: Db,
  owner: SavedDesignOwner,
  id: string,
): Promise<{ bytes: Buffer; revision: number } | null> {
  const saved = await getSavedDesign(db, owner, id)
  if (!saved) return null
  return {
    bytes: await renderDesignPreview(saved.document, SAVED_DESIGN_PREVIEW_WIDTH),
    revision: saved.revision,
  }
}

import 'server-only'
import { and, eq } from 'drizzle-orm'
import { designVersions } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { RenderOptions } from '@/lib/render/pool'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'
import { renderDesignPreview } from '@/lib/shop/design-print/design/preview/render-preview'

/** Pictures are drawn this wide: sharp on a phone held upright, and the pins' spots stay exact. */
export const VERSION_PICTURE_WIDTH = 900

/**
 * Page `pageNumber` (1-based) of a kept version as WebP, drawn by the same preview renderer as
 * "Meine Designs" (text in real outlines, empty photo slots as samples). Null when the version is not
 * one of this design's or has no such page, so a foreign id answers like a missing one.
 */
export async function versionPagePicture(
  db: Db,
  savedDesignId: string,
  versionId: string,
  pageNumber: number,
  requester: Omit<RenderOptions, 'timeoutMs'> = {},
): Promise<Buffer | null> {
  const [version] = await db
    .select({ document: designVersions.document })
    .from(designVersions)
    .where(and(eq(designVersions.id, versionId), eq(designVersions.savedDesignId, savedDesignId)))
  if (!version) return null
  const document = migrateDocument(version.document)
  const page = document.pages[pageNumber - 1]
  if (!page) return null
  return renderDesignPreview(document, VERSION_PICTURE_WIDTH, requester, page.id)
}

import 'server-only'
import type { EventRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { RenderOptions } from '@/lib/render/pool'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'
import { renderDesignPreview } from '@/lib/shop/design-print/design/preview/render-preview'
import { eventDesignDocument } from './guest-event'

/** Twice the motif's CSS width on a phone (240 px), for sharp screens. */
export const MOTIF_WIDTH = 480

/**
 * The motif of the event page: the front page of the invitation the couple chose, drawn from their
 * saved document (their names, their colours) like "Meine Designs" draws it. Null without a design.
 * `requester` counts the drawing against the guest's address in the render pool.
 */
export async function eventMotif(
  db: Db,
  event: EventRow,
  requester: Omit<RenderOptions, 'timeoutMs'> = {},
): Promise<Buffer | null> {
  const raw = await eventDesignDocument(db, event)
  if (!raw) return null
  let document
  try {
    document = migrateDocument(raw)
  } catch {
    return null
  }
  return renderDesignPreview(document, MOTIF_WIDTH, requester)
}

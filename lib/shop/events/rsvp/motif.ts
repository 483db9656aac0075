import 'server-only'
import type { EventRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { RenderOptions } from '@/lib/render/pool'
import { createBoundedMap } from '@/lib/runtime/bounded-map'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { mergeDocument } from '@/lib/shop/design-print/design/mail-merge'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'
import { renderDesignPreview } from '@/lib/shop/design-print/design/preview/render-preview'
import { eventDesignDocument } from './guest-event'

/** Twice the motif's CSS width on a phone (240 px), for sharp screens. */
export const MOTIF_WIDTH = 480

/**
 * Drawn motifs by design and revision: every guest of a wedding asks for the same picture, and a
 * drawing takes the render pool a while. A new revision of the design is a new key; a few dozen
 * pictures of ~30 kB bound the memory.
 */
const drawn = createBoundedMap<Buffer>({ maxKeys: 50 })

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
  const design = await eventDesignDocument(db, event)
  if (!design) return null
  const key = `${design.id}:${design.revision}`
  const cached = drawn.get(key)
  if (cached) return cached
  const document = motifDocument(design.document)
  if (!document) return null
  const bytes = await renderDesignPreview(document, MOTIF_WIDTH, requester)
  drawn.set(key, bytes, Date.now())
  return bytes
}

/**
 * The document the motif is drawn from: one picture serves every guest, so the invitation's merge
 * fields ("{{Vorname}}") are left empty as on the extra cards of a print run, never shown as they
 * are typed and never filled with one guest's name. Null when the stored document no longer reads.
 */
export function motifDocument(raw: unknown): DesignDocument | null {
  try {
    return mergeDocument(migrateDocument(raw), {}, { missing: 'empty' }).document
  } catch {
    return null
  }
}

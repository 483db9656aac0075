import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import type {
  PhotoProduct,
  SavedDesignOptionsInput,
  SavedDesignRef,
} from '@/lib/shop/design-print/saved-designs/schema'
import { firstWriteAlone } from '@/lib/visitor/first-write'

export type SaveOutcome =
  { ok: true; ref: SavedDesignRef } | { ok: false; conflict: boolean; message: string }

/**
 * What is saved: a card (the catalogue design it started from, with its card options) or a calendar
 * or photo book, whose options are the spec inside its document (ADR 0070).
 */
export type SaveTarget = { designId: number; options: SavedDesignOptionsInput } | { product: PhotoProduct }

export interface SaveRequest {
  target: SaveTarget
  savedId: string | null
  revision: number | null
  document: DesignDocument
}

function bodyOf({ target, savedId, revision, document }: SaveRequest): object {
  const update = savedId && revision ? { id: savedId, revision } : {}
  if ('product' in target) return { product: target.product, ...update, document }
  return savedId && revision
    ? { ...update, document, options: target.options }
    : { designId: target.designId, document, options: target.options }
}

/**
 * One autosave: the first creates the saved design (POST), later ones update it over the revision they
 * are based on (PUT). A 409 means another tab or device saved in between; the caller stops saving and
 * tells the customer instead of overwriting.
 */
export async function saveDesign(request: SaveRequest, fetcher: typeof fetch = fetch): Promise<SaveOutcome> {
  const { savedId, revision } = request
  const body = bodyOf(request)
  try {
    // The first save may be what gives the visitor their key: never beside another first write.
    const response = await firstWriteAlone(() =>
      fetcher('/web-api/designs', {
        method: savedId && revision ? 'PUT' : 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      }),
    )
    const json = (await response.json().catch(() => ({}))) as SavedDesignRef & {
      error?: { message?: string }
    }
    if (response.ok) return { ok: true, ref: json }
    return {
      ok: false,
      conflict: response.status === 409,
      message: json.error?.message ?? response.statusText,
    }
  } catch (error) {
    return { ok: false, conflict: false, message: error instanceof Error ? error.message : String(error) }
  }
}

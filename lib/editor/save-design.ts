import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import type { SavedDesignOptionsInput, SavedDesignRef } from '@/lib/shop/design-print/saved-designs/schema'
import { firstWriteAlone } from '@/lib/visitor/first-write'

export type SaveOutcome =
  { ok: true; ref: SavedDesignRef } | { ok: false; conflict: boolean; message: string }

export interface SaveRequest {
  designId: number
  savedId: string | null
  revision: number | null
  document: DesignDocument
  options: SavedDesignOptionsInput
}

/**
 * One autosave: the first creates the saved design (POST), later ones update it over the revision they
 * are based on (PUT). A 409 means another tab or device saved in between; the caller stops saving and
 * tells the customer instead of overwriting.
 */
export async function saveDesign(request: SaveRequest, fetcher: typeof fetch = fetch): Promise<SaveOutcome> {
  const { designId, savedId, revision, document, options } = request
  const body =
    savedId && revision ? { id: savedId, revision, document, options } : { designId, document, options }
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

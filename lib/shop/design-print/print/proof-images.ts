import type { PdfPageBoxes } from '@/lib/render/job'
import { render } from '@/lib/render/render'
import { createBoundedMap } from '@/lib/runtime/bounded-map'
import { processSingleton } from '@/lib/runtime/process-global'
import { ShopError } from '@/lib/shop/common/errors'
import { ptToMm } from '@/lib/shop/design-print/design/geometry'
import { substitutePlaceholders } from '@/lib/shop/design-print/design/placeholders'
import type { PdfAdmission } from '@/lib/shop/design-print/threads/pdf-admission'
import { guestRow, renderProofPdf, savedProofSource, type ProofDeps, type ProofSource } from './proof'

/**
 * The proof view's pages (ADR 0084): pages of the print file itself, drawn by PDFium in the render
 * pool and cut to their TrimBox, so what the couple checks is what the printer gets, one guest at a
 * time. Numbers as data: the picture's long side (sharp on a 390 px phone at 3x and in the desktop
 * dialog), how many print files and pictures are kept, the time one page may take to draw.
 */
export const PROOF_IMAGES = {
  longSidePx: 1200,
  webpQuality: 85,
  /** Print files kept (one per saved revision and guest); a book's may be tens of MB. */
  pdfs: 4,
  /** Drawn pages kept, ~100 KB each. */
  pictures: 200,
  /** sharp's decoder bound for the drawn page (page with its slug, well under 3000 × 3000). */
  maxPixels: 16_000_000,
  timeoutMs: 30_000,
  /** The longest guest name shown over the switcher. */
  labelChars: 80,
} as const

export type ProofImageDeps = ProofDeps & {
  /** Who asks (client address): the render pool and the print-file admission cap per client. */
  client: string
  /** Caps visitors' print files at once (pdf-admission.ts); only a file not yet drawn passes it. */
  admit: PdfAdmission
  signal?: AbortSignal
}

export type ProofManifest = {
  savedId: string
  revision: number
  /** The guest shown (from 1) with the first personalised line of their card; null: no guest list. */
  guest: { number: number; count: number; label: string } | null
  /** Each page of that guest's print file, as cut. */
  pages: { number: number; widthMm: number; heightMm: number }[]
}

type DrawnProof = { bytes: Uint8Array; pages: PdfPageBoxes[] }

// Promises are kept, so the page pictures a browser asks for at once wait for one print file.
const drawn = processSingleton('__proofPrintFiles', () =>
  createBoundedMap<Promise<DrawnProof>>({ maxKeys: PROOF_IMAGES.pdfs }),
)
const pictures = processSingleton('__proofPictures', () =>
  createBoundedMap<Uint8Array>({ maxKeys: PROOF_IMAGES.pictures }),
)

const keyOf = (source: ProofSource, guest: number | null) =>
  `${source.savedId}:${source.revision}:${guest ?? '-'}`

/** The guest's card or, without a guest list, the design as it is: drawn once per saved revision. */
function printFile(deps: ProofImageDeps, source: ProofSource, guest: number | null): Promise<DrawnProof> {
  const key = keyOf(source, guest)
  const kept = drawn.get(key)
  if (kept) return kept
  const drawing = deps.admit(deps.client, async () => {
    const bytes = await renderProofPdf(deps, source, guest ?? undefined)
    const { metadata } = await render(
      {
        input: { pdfPage: { bytes, pages: true } },
        open: { limitInputPixels: PROOF_IMAGES.maxPixels },
        metadata: true,
      },
      // No request's signal: the pictures other requests wait for share this drawing.
      { timeoutMs: PROOF_IMAGES.timeoutMs, client: deps.client },
    )
    return { bytes, pages: metadata?.pages ?? [] }
  })
  drawn.set(key, drawing, Date.now())
  // A failed drawing is not kept: the next request tries again.
  drawing.catch(() => {
    if (drawn.get(key) === drawing) drawn.delete(key)
  })
  return drawing
}

/** What the shopper sees of a page: its TrimBox, or the whole page when it sets none. */
function shownPt(page: PdfPageBoxes): { width: number; height: number } {
  return page.trim ?? { width: page.widthPt, height: page.heightPt }
}

/** The first personalised line of the design, filled for this guest ("Änne Groß"). */
export function guestLabel(source: ProofSource, row: Readonly<Record<string, string>>): string {
  for (const page of source.document.pages) {
    for (const layer of page.layers) {
      if (layer.type !== 'text' || !layer.content.includes('{{')) continue
      const text = substitutePlaceholders(layer.content, row).text.replace(/\s+/g, ' ').trim()
      if (text) return text.slice(0, PROOF_IMAGES.labelChars)
    }
  }
  return ''
}

async function ownSource(deps: ProofImageDeps, savedId: string, guest: number | null) {
  const source = await savedProofSource(deps, savedId)
  if (!source) return null
  if (guest !== null) guestRow(source, guest)
  return source
}

/**
 * The proof's pages for one guest (the first when none is named and the design has a guest list).
 * Null when the design is not the requester's.
 */
export async function proofManifest(
  deps: ProofImageDeps,
  savedId: string,
  guest: number | null,
): Promise<ProofManifest | null> {
  const source = await ownSource(deps, savedId, guest)
  if (!source) return null
  const shown = source.rows ? (guest ?? 1) : null
  if (shown !== null && source.rows?.length === 0) {
    throw new ShopError('The guest list is empty: there is no guest to show.', {
      status: 422,
      field: 'guest',
      key: 'proof.no-such-guest',
    })
  }
  const { pages } = await printFile(deps, source, shown)
  return {
    savedId,
    revision: source.revision,
    guest:
      shown === null || !source.rows
        ? null
        : { number: shown, count: source.rows.length, label: guestLabel(source, guestRow(source, shown)) },
    pages: pages.map((page, index) => {
      const { width, height } = shownPt(page)
      return { number: index + 1, widthMm: ptToMm(width), heightMm: ptToMm(height) }
    }),
  }
}

/**
 * One page of the proof as a WebP picture: page `page` (from 1) of guest `guest`'s print file at
 * `revision`. A revision that is no longer the saved one is a 409 (the proof was opened before the
 * last save); null when the design is not the requester's.
 */
export async function proofPagePicture(
  deps: ProofImageDeps,
  savedId: string,
  request: { revision: number; guest: number | null; page: number },
): Promise<Uint8Array | null> {
  const source = await ownSource(deps, savedId, request.guest)
  if (!source) return null
  if (source.revision !== request.revision) {
    throw new ShopError(
      'The design has been changed since this proof was opened. Please open the proof again.',
      {
        status: 409,
        key: 'proof.stale',
      },
    )
  }
  const guest = source.rows ? (request.guest ?? 1) : null
  const key = `${keyOf(source, guest)}:${request.page}`
  const kept = pictures.get(key)
  if (kept) return kept
  const file = await printFile(deps, source, guest)
  const page = file.pages[request.page - 1]
  if (!page) {
    throw new ShopError(`This proof has no page ${request.page}; it has ${file.pages.length}.`, {
      status: 404,
      field: 'page',
      key: 'proof.no-such-page',
    })
  }
  const { width, height } = shownPt(page)
  const scale = PROOF_IMAGES.longSidePx / Math.max(width, height, 1)
  const { outputs } = await render(
    {
      input: { pdfPage: { bytes: file.bytes, scale, index: request.page - 1, trim: true } },
      open: { limitInputPixels: PROOF_IMAGES.maxPixels },
      outputs: [{ steps: [], encode: { format: 'webp', quality: PROOF_IMAGES.webpQuality } }],
    },
    { timeoutMs: PROOF_IMAGES.timeoutMs, client: deps.client, signal: deps.signal },
  )
  const picture = outputs[0]?.data
  if (!picture) throw new Error('The render child drew no proof page')
  pictures.set(key, picture, Date.now())
  return picture
}

import type { Db } from '@/lib/db/types'
import type { DesignDocument } from '@/lib/shop/design-print/design/document'
import { findGuestList, guestListValues } from '@/lib/shop/design-print/guest-list/guest-lists'
import { getSavedDesign, savedDesignOwnerOf } from '@/lib/shop/design-print/saved-designs/saved-designs'
import type { ObjectStorage } from '@/lib/storage/storage'
import { renderPrintPdfOffThread } from '@/lib/shop/design-print/threads/pdf-pool'
import { ShopError } from '@/lib/shop/common/errors'
import type { RefinementKey } from '@/lib/config/catalog'
import { refinementOfLine } from './foil'
import { uploadAssetResolver } from './upload-assets'
import type { ShopOwner } from '@/lib/shop/common/owner'

export type ProofDeps = { db: Db; storage: ObjectStorage; owner: ShopOwner }

type GuestRow = Readonly<Record<string, string>>

/** The requester's own saved design as its proof draws it: the saved revision and its guests. */
export type ProofSource = {
  savedId: string
  revision: number
  document: DesignDocument
  /** The guest list's rows through the saved mapping; undefined: the design has no guest list. */
  rows: readonly GuestRow[] | undefined
  /** The card's refinement: its refined layers show on the foil's spot colour, as printed (ADR 0082). */
  refinement?: RefinementKey
}

/**
 * The saved design of the requester (visitor or signed-in customer) with its guest rows. Null when
 * the design is not theirs, so the caller answers 404 without telling whether it exists.
 */
export async function savedProofSource(deps: ProofDeps, savedId: string): Promise<ProofSource | null> {
  const { db, owner } = deps
  const designOwner = savedDesignOwnerOf({ visitorKey: owner.visitorKey, customerId: owner.customerId })
  if (!designOwner) return null
  const saved = await getSavedDesign(db, designOwner, savedId)
  if (!saved) return null
  const { document } = saved
  const list = document.guestListId ? await findGuestList(db, document.guestListId, owner) : null
  const rows = list ? guestListValues(list, document.guestMapping) : undefined
  return {
    savedId,
    revision: saved.revision,
    document,
    rows,
    refinement: refinementOfLine(saved.options, document),
  }
}

/**
 * The row of guest `guest` (counted from 1, as "Gast 3 von 30" says). A design without a guest list
 * or a number past its end is the requester's mistake: a 422 that says which guests there are.
 */
export function guestRow(source: ProofSource, guest: number): GuestRow {
  if (!source.rows) {
    throw new ShopError('This design has no guest list, so there is no guest to show.', {
      status: 422,
      field: 'guest',
      key: 'proof.no-guest-list',
    })
  }
  const row = source.rows[guest - 1]
  if (!row) {
    throw new ShopError(`There is no guest ${guest}: the guest list has guests 1 to ${source.rows.length}.`, {
      status: 422,
      field: 'guest',
      key: 'proof.no-such-guest',
    })
  }
  return row
}

/**
 * The print file of a proof: the very file the order will produce (same renderer, no watermark),
 * one set per guest of the guest list, or only guest `guest`'s set when one is asked for (the proof
 * view shows one guest at a time, ADR 0084). Unfilled fields print as {{Name}}, so a gap in the list
 * is visible in the proof.
 */
export function renderProofPdf(deps: ProofDeps, source: ProofSource, guest?: number): Promise<Uint8Array> {
  const rows = guest === undefined ? source.rows : [guestRow(source, guest)]
  return renderPrintPdfOffThread({
    document: source.document,
    rows,
    missing: 'keep',
    assets: uploadAssetResolver(deps.db, deps.storage, deps.owner),
    title: `Proof ${source.savedId}`,
    refinement: source.refinement,
  })
}

/** The proof PDF of the requester's own saved design (every guest, or only `guest`); null: not theirs. */
export async function renderSavedDesignProof(
  deps: ProofDeps,
  savedId: string,
  options: { guest?: number } = {},
): Promise<Uint8Array | null> {
  const source = await savedProofSource(deps, savedId)
  return source ? renderProofPdf(deps, source, options.guest) : null
}

import type { Db } from '@/lib/db/types'
import { findGuestList, guestListValues } from '@/lib/shop/design-print/guest-list/guest-lists'
import { getSavedDesign, savedDesignOwnerOf } from '@/lib/shop/design-print/saved-designs/saved-designs'
import type { ObjectStorage } from '@/lib/storage/storage'
import { renderPrintPdfOffThread } from '@/lib/shop/design-print/threads/pdf-pool'
import { uploadAssetResolver } from './upload-assets'
import type { ShopOwner } from '@/lib/shop/common/owner'

export type ProofDeps = { db: Db; storage: ObjectStorage; owner: ShopOwner }

/**
 * The proof of the requester's own saved design (visitor or signed-in customer): the very print file the order will produce (same
 * renderer, no watermark), one set per guest of the design's guest list through its saved mapping.
 * Null when the design is not this visitor's, so the caller answers 404 without telling whether it
 * exists. Unfilled fields print as {{Name}}, so a gap in the list is visible in the proof.
 */
export async function renderSavedDesignProof(deps: ProofDeps, savedId: string): Promise<Uint8Array | null> {
  const { db, storage } = deps
  const owner = deps.owner
  const designOwner = savedDesignOwnerOf({ visitorKey: owner.visitorKey, customerId: owner.customerId })
  if (!designOwner) return null
  const saved = await getSavedDesign(db, designOwner, savedId)
  if (!saved) return null
  const { document } = saved
  const list = document.guestListId ? await findGuestList(db, document.guestListId, owner) : null
  return renderPrintPdfOffThread({
    document,
    rows: list ? guestListValues(list, document.guestMapping) : undefined,
    missing: 'keep',
    assets: uploadAssetResolver(db, storage, owner),
    title: `Proof ${savedId}`,
  })
}

import type { Db } from '@/lib/db/types'
import type { OwnerArg } from '@/lib/shop/owner'
import { findUpload } from '@/lib/shop/uploads/uploads'
import type { ObjectStorage } from '@/lib/storage/storage'
import type { AssetResolver, PrintAsset } from './assets'

const KIND_BY_TYPE: Record<string, PrintAsset['kind']> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'image/svg+xml': 'svg',
}

/**
 * Resolves a design's asset ids to the stored print originals of the given owner's uploads. An id
 * that is not theirs resolves to nothing, so a document cannot pull in another visitor's photo.
 */
export function uploadAssetResolver(
  db: Db,
  storage: ObjectStorage,
  owner: OwnerArg,
  options: { either?: boolean } = {},
): AssetResolver {
  return async (assetId) => {
    const row = await findUpload(db, assetId, owner, options.either ? 'either' : 'owner')
    const kind = row ? KIND_BY_TYPE[row.printContentType] : undefined
    const bytes = row && kind ? await storage.get(row.printKey) : null
    return kind && bytes ? ({ kind, bytes } as PrintAsset) : null
  }
}

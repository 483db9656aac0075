import { randomBytes } from 'node:crypto'
import { uploads } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { ShopOwner } from '@/lib/shop/common/owner'
import {
  newWallArtDocument,
  placeWallArtPhoto,
  type WallArtSpec,
} from '@/lib/shop/design-print/design/wall-art'

/**
 * Test data for wall-art cart lines: an upload row owned by `owner` (no files: the cart only checks
 * that the photo is theirs) and a design of a spec with that photo placed.
 */
export async function ownPhoto(db: Db, owner: ShopOwner) {
  const id = `up-${randomBytes(16).toString('hex')}`
  await db.insert(uploads).values({
    id,
    ...(owner.customerId ? { customerId: owner.customerId } : { visitorKey: owner.visitorKey }),
    kind: 'photo',
    sourceFormat: 'jpeg',
    printKey: `uploads/${id}.jpg`,
    printContentType: 'image/jpeg',
    previewKey: `uploads/${id}.webp`,
    storedBytes: 1,
    widthPx: 6000,
    heightPx: 4000,
  })
  return { id, widthPx: 6000, heightPx: 4000 }
}

export function wallArtDesign(spec: WallArtSpec, photo: { id: string; widthPx: number; heightPx: number }) {
  return placeWallArtPhoto(newWallArtDocument(spec, 'wa-test'), photo)
}

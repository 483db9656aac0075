import { randomBytes } from 'node:crypto'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { designShares, savedDesigns, type DesignShareRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { notFoundError } from '@/lib/shop/design-print/saved-designs/errors'
import { ownedDesign } from '@/lib/shop/design-print/saved-designs/rows'
import type { SavedDesignOwner } from '@/lib/shop/design-print/saved-designs/schema'
import { keepVersion } from './versions'
import { approvalView } from './view'
import type { ApprovalDesignView } from './schema'

/**
 * The owner's side of design approval (issue 31 point 8): share a saved design by a link, revoke the
 * link, keep a version by hand, and see comments and approvals. Someone else's design answers like a
 * missing one (404), as everywhere in saved designs.
 */

export type OwnerView = ApprovalDesignView & { share: { token: string; createdAt: string } | null }

async function ownedId(db: Db, owner: SavedDesignOwner, id: string): Promise<string> {
  const mine = ownedDesign(owner, id)
  if (!mine) throw notFoundError()
  const [row] = await db.select({ id: savedDesigns.id }).from(savedDesigns).where(mine.where)
  if (!row) throw notFoundError()
  return row.id
}

async function activeShare(db: Db, savedDesignId: string): Promise<DesignShareRow | null> {
  const [row] = await db
    .select()
    .from(designShares)
    .where(and(eq(designShares.savedDesignId, savedDesignId), isNull(designShares.revokedAt)))
    .orderBy(desc(designShares.createdAt))
    .limit(1)
  return row ?? null
}

async function ownerView(db: Db, savedDesignId: string): Promise<OwnerView> {
  const view = await approvalView(db, savedDesignId)
  if (!view) throw notFoundError()
  const share = await activeShare(db, savedDesignId)
  return { ...view, share: share && { token: share.token, createdAt: share.createdAt.toISOString() } }
}

export async function ownerApproval(db: Db, owner: SavedDesignOwner, id: string): Promise<OwnerView> {
  return ownerView(db, await ownedId(db, owner, id))
}

/** The design's link (the one already active, else a new one) and a version of the state shared. */
export async function shareDesign(db: Db, owner: SavedDesignOwner, id: string): Promise<OwnerView> {
  const savedDesignId = await ownedId(db, owner, id)
  if (!(await activeShare(db, savedDesignId))) {
    await db.insert(designShares).values({ savedDesignId, token: randomBytes(16).toString('base64url') })
  }
  await keepVersion(db, savedDesignId, 'share')
  return ownerView(db, savedDesignId)
}

/** Ends the link for good: it answers 404 from now on; comments and approvals stay with the owner. */
export async function revokeShare(db: Db, owner: SavedDesignOwner, id: string): Promise<OwnerView> {
  const savedDesignId = await ownedId(db, owner, id)
  await db
    .update(designShares)
    .set({ revokedAt: new Date() })
    .where(and(eq(designShares.savedDesignId, savedDesignId), isNull(designShares.revokedAt)))
  return ownerView(db, savedDesignId)
}

/** "Version speichern": the current state becomes a version (if no version holds it yet). */
export async function saveVersion(db: Db, owner: SavedDesignOwner, id: string): Promise<OwnerView> {
  const savedDesignId = await ownedId(db, owner, id)
  await keepVersion(db, savedDesignId, 'manual')
  return ownerView(db, savedDesignId)
}

/** The owner's design id behind a saved-design id, or a 404 (for the pictures and the comparison). */
export const ownedDesignId = ownedId

import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm'
import {
  designApprovals,
  designComments,
  designVersions,
  savedDesigns,
  type DesignVersionReason,
  type DesignVersionRow,
} from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { APPROVAL_LIMITS } from './limits'

/**
 * Versions of a saved design (ADR 0096). The editor autosaves every pause, so a version is not an
 * autosave: one is kept when the owner shares or presses "Version speichern", and when a reviewer
 * opens the link on a state no version holds yet, so every comment and approval names a state that
 * stays. One version per revision, numbered per design; the oldest beyond the kept count go unless
 * someone commented on or approved them.
 */
export async function keepVersion(
  db: Db,
  savedDesignId: string,
  reason: DesignVersionReason,
): Promise<DesignVersionRow | null> {
  return db.transaction(async (tx) => {
    // The design's row is locked, so two reviewers opening at once number one version, not two.
    const [design] = await tx
      .select({ revision: savedDesigns.revision, document: savedDesigns.document })
      .from(savedDesigns)
      .where(eq(savedDesigns.id, savedDesignId))
      .for('update')
    if (!design) return null
    const [existing] = await tx
      .select()
      .from(designVersions)
      .where(
        and(eq(designVersions.savedDesignId, savedDesignId), eq(designVersions.revision, design.revision)),
      )
    if (existing) return existing
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${designVersions.number}), 0)` })
      .from(designVersions)
      .where(eq(designVersions.savedDesignId, savedDesignId))
    const [row] = await tx
      .insert(designVersions)
      .values({
        savedDesignId,
        number: Number(last?.number ?? 0) + 1,
        revision: design.revision,
        document: design.document,
        reason,
      })
      .returning()
    await pruneVersions(tx, savedDesignId)
    return row ?? null
  })
}

/** Drops versions beyond the kept count that nobody commented on or approved (never the newest). */
async function pruneVersions(db: Db, savedDesignId: string): Promise<void> {
  const beyond = await db
    .select({ id: designVersions.id })
    .from(designVersions)
    .where(
      and(
        eq(designVersions.savedDesignId, savedDesignId),
        notExists(db.select().from(designComments).where(eq(designComments.versionId, designVersions.id))),
        notExists(db.select().from(designApprovals).where(eq(designApprovals.versionId, designVersions.id))),
      ),
    )
    .orderBy(desc(designVersions.number))
    .offset(APPROVAL_LIMITS.keptVersions)
  if (beyond.length === 0) return
  await db.delete(designVersions).where(
    inArray(
      designVersions.id,
      beyond.map((v) => v.id),
    ),
  )
}

import { and, desc, eq, notExists, sql, type SQL } from 'drizzle-orm'
import { orderLines, savedDesigns } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { notFoundError } from './errors'
import { defined, ownedDesign, ownerOf, parse, toRef } from './rows'
import {
  savedDesignNameSchema,
  type DraftProduct,
  type DraftQuery,
  type SavedDesignOwner,
  type SavedDesignRef,
  type SavedDraft,
} from './schema'

/**
 * "Meine Designs" beyond open and delete: a name of the customer's own, a copy to try a variant on,
 * and the draft the editor offers to continue (ADR 0085). Like every saved-designs function, someone
 * else's id answers exactly like a missing one.
 */

/** Gives one of the owner's saved designs a name; a 400 for an empty or too long one, 404 if not theirs. */
export async function renameSavedDesign(
  db: Db,
  owner: SavedDesignOwner,
  id: string,
  name: string,
): Promise<SavedDesignRef> {
  const mine = ownedDesign(owner, id)
  const newName = parse(savedDesignNameSchema, name, 'name')
  if (!mine) throw notFoundError()
  // A rename is not an edit of the design: revision and "last changed" stay, so an open editor's
  // next save does not meet a conflict because the name changed in another tab.
  const [row] = await db.update(savedDesigns).set({ name: newName }).where(mine.where).returning()
  if (!row) throw notFoundError()
  return toRef(row)
}

/** A new saved design of the owner with the same product, design, options and document, named `name`. */
export async function duplicateSavedDesign(
  db: Db,
  owner: SavedDesignOwner,
  id: string,
  name: string,
): Promise<SavedDesignRef> {
  const mine = ownedDesign(owner, id)
  const copyName = parse(savedDesignNameSchema, name, 'name')
  if (!mine) throw notFoundError()
  const [original] = await db.select().from(savedDesigns).where(mine.where)
  if (!original) throw notFoundError()
  // The stored row was validated when written (document, options, spec), so the copy is printable too.
  const [row] = await db
    .insert(savedDesigns)
    .values({
      ...mine.values,
      designId: original.designId,
      product: original.product,
      document: original.document,
      documentVersion: original.documentVersion,
      options: original.options,
      name: copyName,
    })
    .returning()
  return toRef(defined(row))
}

/** Where a calendar's or photo book's design group sits in its document's spec. */
const DESIGN_GROUP_OF = {
  calendar: sql`${savedDesigns.document} -> 'calendar' ->> 'designGroupId'`,
  photobook: sql`${savedDesigns.document} -> 'photobook' ->> 'designGroupSetId'`,
} as const satisfies Record<DraftProduct, SQL>

/**
 * The owner's most recently changed draft: a saved design of that catalogue design (or design group)
 * that no order holds yet (an ordered one is a finished piece; changing it would not change the
 * order). Null when there is none.
 */
export async function findDraft(db: Db, owner: SavedDesignOwner, of: DraftQuery): Promise<SavedDraft | null> {
  const { is } = ownerOf(owner)
  const design =
    'designId' in of
      ? and(eq(savedDesigns.product, 'card'), eq(savedDesigns.designId, of.designId))
      : and(eq(savedDesigns.product, of.product), eq(DESIGN_GROUP_OF[of.product], String(of.designGroupId)))
  const [row] = await db
    .select({
      id: savedDesigns.id,
      revision: savedDesigns.revision,
      updatedAt: savedDesigns.updatedAt,
      name: savedDesigns.name,
    })
    .from(savedDesigns)
    .where(
      and(
        is,
        design,
        notExists(
          db
            .select({ one: sql`1` })
            .from(orderLines)
            .where(eq(orderLines.savedDesignId, savedDesigns.id)),
        ),
      ),
    )
    .orderBy(desc(savedDesigns.updatedAt), desc(savedDesigns.id))
    .limit(1)
  if (!row) return null
  return { id: row.id, revision: row.revision, updatedAt: row.updatedAt.toISOString(), name: row.name }
}

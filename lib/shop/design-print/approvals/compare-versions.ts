import { and, eq, inArray } from 'drizzle-orm'
import { designVersions } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { ShopError } from '@/lib/shop/common/errors'
import { migrateDocument } from '@/lib/shop/design-print/design/migrations'
import { diffDocuments } from './compare'
import type { CompareView } from './schema'
import { approvalView } from './view'

/**
 * Two versions of one design side by side with what changed from `from` to `to`. A version of
 * another design answers like a missing one (404 naming the field).
 */
export async function compareVersions(
  db: Db,
  savedDesignId: string,
  fromId: string,
  toId: string,
): Promise<CompareView> {
  const rows = await db
    .select({ id: designVersions.id, document: designVersions.document })
    .from(designVersions)
    .where(and(eq(designVersions.savedDesignId, savedDesignId), inArray(designVersions.id, [fromId, toId])))
  const documents = new Map(rows.map((row) => [row.id, row.document]))
  const view = await approvalView(db, savedDesignId)
  const version = (id: string, field: string) => {
    const found = view?.versions.find((v) => v.id === id)
    const document = documents.get(id)
    if (!found || document === undefined) {
      throw new ShopError('This design has no such version.', { status: 404, field })
    }
    return { view: found, document: migrateDocument(document) }
  }
  const from = version(fromId, 'from')
  const to = version(toId, 'to')
  return { from: from.view, to: to.view, changes: diffDocuments(from.document, to.document) }
}

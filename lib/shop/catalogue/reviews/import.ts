import { inArray } from 'drizzle-orm'
import { accessories, designs, productReviews } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import { findCalendarDesignGroup } from '@/lib/shop/photo-products/calendar/design-groups'
import { REVIEW_PRODUCT_KINDS } from '@/lib/model/reviews'
import { parseReviewCsv, type ReviewImportRow, type RowProblem } from './import-csv'

export type ReviewImportResult =
  { ok: true; imported: number; skipped: number } | { ok: false; problems: RowProblem[] }

/**
 * Imports a review provider's export: every row is checked (columns, values, product in the catalogue)
 * before anything is written, and then all rows go in one transaction, so a file with one bad row
 * imports nothing. Reviews already imported (same provider id) are skipped, not doubled. Imported
 * reviews wait for moderation like the customers' own.
 */
export async function importReviewCsv(
  db: Db,
  bytes: Uint8Array,
  now = new Date(),
): Promise<ReviewImportResult> {
  const { rows, problems } = parseReviewCsv(bytes)
  problems.push(...(await unknownProducts(db, rows)))
  if (problems.length) return { ok: false, problems: problems.sort((a, b) => a.row - b.row) }
  const values = rows.map((r) => ({
    brand: REVIEW_PRODUCT_KINDS[r.kind].brand,
    productKind: r.kind,
    productRef: r.ref,
    rating: r.rating,
    title: r.title,
    body: r.body,
    authorName: r.authorName,
    source: 'import' as const,
    externalId: r.externalId,
    status: 'pending' as const,
    createdAt: r.createdAt ?? now,
  }))
  const imported = await db.transaction(async (tx) => {
    let count = 0
    // PostgreSQL takes at most 65,535 bind parameters per statement: 1,000 rows of 11 stay far below.
    for (let i = 0; i < values.length; i += 1000) {
      const inserted = await tx
        .insert(productReviews)
        .values(values.slice(i, i + 1000))
        .onConflictDoNothing({ target: [productReviews.source, productReviews.externalId] })
        .returning({ id: productReviews.id })
      count += inserted.length
    }
    return count
  })
  return { ok: true, imported, skipped: rows.length - imported }
}

/** Rows whose product the catalogue does not know: a rating must belong to something we sell. */
async function unknownProducts(db: Db, rows: ReviewImportRow[]): Promise<RowProblem[]> {
  const ids = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.ref)
  const designIds = ids('card')
    .filter((ref) => /^[1-9][0-9]{0,8}$/.test(ref))
    .map(Number)
  const skus = ids('accessory')
  const [knownDesigns, knownSkus] = await Promise.all([
    designIds.length
      ? db.select({ id: designs.id }).from(designs).where(inArray(designs.id, designIds))
      : Promise.resolve([]),
    skus.length
      ? db.select({ sku: accessories.sku }).from(accessories).where(inArray(accessories.sku, skus))
      : Promise.resolve([]),
  ])
  const designSet = new Set(knownDesigns.map((d) => String(d.id)))
  const skuSet = new Set(knownSkus.map((a) => a.sku))
  const known = (r: ReviewImportRow) =>
    r.kind === 'calendar'
      ? /^[0-9]{1,9}$/.test(r.ref) && findCalendarDesignGroup(Number(r.ref)) !== undefined
      : r.kind === 'card'
        ? designSet.has(r.ref)
        : skuSet.has(r.ref)
  return rows
    .filter((r) => !known(r))
    .map((r) => ({ row: r.row, message: `${r.kind} ${r.ref} gibt es im Katalog nicht` }))
}

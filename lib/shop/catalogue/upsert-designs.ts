import { inArray } from 'drizzle-orm'
import { z } from 'zod'
import { designCategories, designs } from '@/lib/db/schema'
import { announceToOthers } from '@/lib/db/invalidation'
import { upsertChanged } from '@/lib/db/seed-upsert'
import type { Db } from '@/lib/db/types'
import { newDesignSchema, type NewDesign, type ParsedNewDesign } from './design-schema'
import { loadCatalogueIndex } from './catalogue-index-loader'
import { catalogueChanged } from './read-cache'

const batchSchema = z
  .array(newDesignSchema)
  .refine((list) => new Set(list.map((d) => d.id)).size === list.length, { message: 'design ids repeat' })
  .refine((list) => new Set(list.map((d) => d.slug)).size === list.length, { message: 'design slugs repeat' })

/** Everything a re-run may change; id is the key and created_at is handled below. */
const UPDATED = [
  'slug',
  'themeId',
  'productType',
  'format',
  'occasion',
  'name',
  'description',
  'colours',
  'style',
  'labels',
  'punchings',
  'aspectRatio',
  'popularity',
  'template',
  'previewKey',
] as const

/**
 * Inserts or updates designs by id, all or nothing, and replaces their categories. Idempotent: an
 * unchanged design is not rewritten and not counted. A design given without createdAt keeps the
 * creation date it already has (now, for a new one); one given with createdAt gets that date, so the
 * generator can backdate its catalogue for the "newest" sort.
 * Throws a ZodError for invalid input before touching the database.
 */
export async function upsertDesigns(db: Db, input: readonly NewDesign[]): Promise<{ written: number }> {
  const parsed = batchSchema.parse(input)
  if (parsed.length === 0) return { written: 0 }
  const result = await db.transaction(async (tx) => {
    const dated = parsed.filter((d) => d.createdAt !== undefined).map(toRow)
    const undated = parsed.filter((d) => d.createdAt === undefined).map(toRow)
    const written =
      (await upsertChanged(tx, designs, dated, designs.id, [...UPDATED, 'createdAt'])) +
      (await upsertChanged(tx, designs, undated, designs.id, UPDATED))

    const ids = parsed.map((d) => d.id)
    await tx.delete(designCategories).where(inArray(designCategories.designId, ids))
    const links = parsed.flatMap((d) => d.categories.map((category) => ({ designId: d.id, category })))
    if (links.length > 0) await tx.insert(designCategories).values(links)
    return { written }
  })
  // Listings and product pages read through the in-memory catalogue cache: retire what it holds.
  catalogueChanged()
  // The router answers unknown designs with its 404 page from an index of them: it learns the new ones.
  await loadCatalogueIndex(db)
  // Other instances on the same PostgreSQL do both on hearing of it (ADR 0115).
  await announceToOthers(db, 'catalogue')
  return result
}

function toRow({
  categories: _categories,
  createdAt,
  ...design
}: ParsedNewDesign): typeof designs.$inferInsert {
  return createdAt === undefined ? design : { ...design, createdAt }
}

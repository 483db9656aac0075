import { asc, getTableColumns } from 'drizzle-orm'
import type { NewDesign } from '../design-schema'
import type { CategoryKey } from '@/lib/model/catalog-keys'
import { generatedCatalogue } from '../generator/catalogue'
import { upsertDesigns } from '../upsert-designs'
import { designCategories, designs, themes } from '@/lib/db/schema'
import type { SeedResult } from './seed-db'
import { upsertChanged } from '@/lib/db/seed-upsert'
import type { Db } from '@/lib/db/types'

/**
 * Upserts the generated card catalogue (lib/shop/catalogue/generator): its themes, then its designs,
 * in one transaction. Runs after seedDb, which provides the vocabulary and the pinned themes
 * (1461 ...). Kept apart from seedDb so catalogue tests can seed the vocabulary with a handful of
 * fixture designs; `npm start` and the browser tests run both (scripts/db-setup.ts).
 * Idempotent like seedDb: a second run writes nothing and reports 0.
 */
export async function seedDesigns(db: Db): Promise<SeedResult> {
  const catalogue = generatedCatalogue()
  return db.transaction(async (tx) => {
    const themeRows = await upsertChanged(tx, themes, catalogue.themes, themes.id, [
      'name',
      'description',
      'occasion',
      'isSet',
    ])
    const stale = await staleDesigns(tx, catalogue.designs)
    const { written } = await upsertDesigns(tx, stale)
    return { changed: themeRows + written }
  })
}

/**
 * The designs whose stored row differs. The template is compared through previewKey, a hash of it,
 * so an unchanged catalogue costs one small read instead of re-validating and re-sending ~1 MB of
 * templates on every start.
 */
async function staleDesigns(db: Db, generated: readonly NewDesign[]): Promise<NewDesign[]> {
  const { template: _template, ...columns } = getTableColumns(designs)
  const [stored, links] = await Promise.all([
    db.select(columns).from(designs),
    db.select().from(designCategories).orderBy(asc(designCategories.category)),
  ])
  const categoriesOf = new Map<number, CategoryKey[]>()
  for (const link of links)
    categoriesOf.set(link.designId, [...(categoriesOf.get(link.designId) ?? []), link.category])
  const fingerprints = new Map(
    stored.map((row) => [row.id, fingerprint({ ...row, categories: categoriesOf.get(row.id) ?? [] })]),
  )
  return generated.filter((design) => fingerprints.get(Number(design.id)) !== fingerprint(design))
}

function fingerprint(design: Omit<Partial<NewDesign>, 'createdAt'> & { createdAt?: unknown }): string {
  const { template: _template, createdAt, categories = [], ...rest } = design
  const when =
    createdAt instanceof Date || typeof createdAt === 'string' ? new Date(createdAt).toISOString() : null
  const sorted = Object.fromEntries(
    Object.entries({ ...rest, createdAt: when }).sort(([a], [b]) => a.localeCompare(b)),
  )
  return JSON.stringify({ ...sorted, categories: [...categories].sort() })
}

import { asc, eq } from 'drizzle-orm'
import type { PaperKey, RefinementKey } from '@/lib/config/catalog'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { accessories, paperRefinements, refinements, type AccessoryRow } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { AccessoryKindKey } from '@/lib/model/accessory-keys'
import { localize } from './localized-text'

export type Accessory = Omit<AccessoryRow, 'name' | 'position' | 'createdAt'> & { name: string }

/** The accessory range, optionally of one kind, grouped by kind in display order. */
export async function listAccessories(
  db: Db,
  locale: ShopLocaleCode,
  kind?: AccessoryKindKey,
): Promise<Accessory[]> {
  const base = db
    .select({
      sku: accessories.sku,
      kind: accessories.kind,
      subtype: accessories.subtype,
      colour: accessories.colour,
      paper: accessories.paper,
      widthMm: accessories.widthMm,
      heightMm: accessories.heightMm,
      name: accessories.name,
      priceKey: accessories.priceKey,
    })
    .from(accessories)
  const rows = await (kind === undefined ? base : base.where(eq(accessories.kind, kind))).orderBy(
    asc(accessories.kind),
    asc(accessories.position),
    asc(accessories.sku),
  )
  return rows.map((row) => ({ ...row, name: localize(row.name, locale, `accessories.name of ${row.sku}`) }))
}

/**
 * The refinements the configurator may offer on `paper`, 'none' first (spec section 5: "Refinement
 * is available only for certain paper types"). Empty for a paper the database does not know.
 */
export async function allowedRefinements(db: Db, paper: PaperKey): Promise<RefinementKey[]> {
  const rows = await db
    .select({ key: paperRefinements.refinement })
    .from(paperRefinements)
    .innerJoin(refinements, eq(refinements.key, paperRefinements.refinement))
    .where(eq(paperRefinements.paper, paper))
    .orderBy(asc(refinements.position), asc(refinements.key))
  return rows.map((row) => row.key)
}

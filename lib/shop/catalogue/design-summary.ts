import type { ShopLocaleCode } from '@/lib/config/locales'
import { designs, type DesignRow } from '@/lib/db/schema'
import { localize } from './localized-text'

/** The columns a design card needs; the template and description stay behind until the detail page. */
export const designSummaryColumns = {
  id: designs.id,
  slug: designs.slug,
  name: designs.name,
  productType: designs.productType,
  format: designs.format,
  themeId: designs.themeId,
  occasion: designs.occasion,
  colours: designs.colours,
  style: designs.style,
  labels: designs.labels,
  punchings: designs.punchings,
  aspectRatio: designs.aspectRatio,
  popularity: designs.popularity,
  createdAt: designs.createdAt,
  previewKey: designs.previewKey,
}

type SummaryRow = Pick<DesignRow, keyof typeof designSummaryColumns>

/** A design in a listing or on the wishlist, with its name in the requested locale. */
export type DesignSummary = Omit<SummaryRow, 'name'> & { name: string }

export function toDesignSummary(row: SummaryRow, locale: ShopLocaleCode): DesignSummary {
  return { ...row, name: localize(row.name, locale, `designs.name of ${row.id}`) }
}

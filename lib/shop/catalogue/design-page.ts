import { and, arrayContains, eq } from 'drizzle-orm'
import type { BrandKey } from '@/lib/config/brands'
import type { ShopLocaleCode } from '@/lib/config/locales'
import { productKinds } from '@/lib/db/schema'
import type { Db } from '@/lib/db/types'
import type { DesignSummary } from './design-summary'
import { getDesign, listDesigns, type DesignDetail } from './designs'
import { PRODUCT_TYPES } from '@/lib/model/product-types'

export interface DesignPageData {
  design: DesignDetail
  /** The same product in the theme's other colourways (the colour option), this design included. */
  variants: DesignSummary[]
  /** Same occasion and product type: "similar designs". */
  similar: DesignSummary[]
  /** The theme's (or else the occasion's) other products: the related-products carousel. */
  related: DesignSummary[]
}

const CAROUSEL_SIZE = 12

/**
 * Everything the product page shows about a design, in a fixed number of reads: null when there is
 * no such design or the brand does not sell its product kind (a 404 for the page).
 */
export async function loadDesignPage(
  db: Db,
  input: { brand: BrandKey; locale: ShopLocaleCode; idOrSlug: string },
): Promise<DesignPageData | null> {
  const design = await getDesign(db, input.idOrSlug, input.locale)
  if (!design) return null
  const kind = PRODUCT_TYPES[design.productType].kind
  const [sold] = await db
    .select({ key: productKinds.key })
    .from(productKinds)
    .where(and(eq(productKinds.key, kind), arrayContains(productKinds.brands, [input.brand])))
  if (!sold) return null

  const base = { brand: input.brand, locale: input.locale, pageSize: 48 as const }
  const others = (list: DesignSummary[]) => list.filter((d) => d.id !== design.id)
  const occasion = design.occasion ?? undefined
  const [variants, similar, related] = await Promise.all([
    design.themeId === null
      ? Promise.resolve({ items: [design] })
      : listDesigns(db, { ...base, theme: design.themeId, productType: design.productType }),
    listDesigns(db, { ...base, occasion, productType: design.productType }),
    design.themeId === null
      ? listDesigns(db, { ...base, occasion })
      : listDesigns(db, { ...base, theme: design.themeId }),
  ])
  return {
    design,
    variants: variants.items,
    similar: others(similar.items).slice(0, CAROUSEL_SIZE),
    related: others(related.items)
      .filter((d) => d.productType !== design.productType)
      .slice(0, CAROUSEL_SIZE),
  }
}

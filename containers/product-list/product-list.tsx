import { z } from 'zod'
import { localHref } from '@/lib/cms/links'
import { PRODUCT_KIND_KEYS } from '@/lib/model/catalog-keys'
import { productKindsOf } from '@/lib/shop/catalogue/product-kinds'
import { bloks, link } from '../shared/fields'
import {
  CatalogueSection,
  sectionFields,
  sectionOf,
  Tiles,
  type Section,
  type Tile,
} from '../shared/catalogue'
import { defineContainer, type ContainerContext } from '../types'

/**
 * Product list: the product kinds this brand sells (cards, photo books, calendars, …) with the
 * catalogue's names and descriptions in its display order. The editor says where each kind's page is
 * (`links`: kind + story link); a kind without a link is listed without one, never with a guessed URL.
 * No headline is no data.
 */
export const productListSchema = z.object({
  ...sectionFields,
  links: bloks({ kind: z.enum(PRODUCT_KIND_KEYS), url: link }, 20),
})

export interface ProductListProps {
  section: Section
  links: Partial<Record<(typeof PRODUCT_KIND_KEYS)[number], string>>
}

export function productListProps(
  data: z.output<typeof productListSchema>,
  ctx: ContainerContext,
): ProductListProps | null {
  if (!data.headline) return null
  const links: ProductListProps['links'] = {}
  for (const item of data.links) {
    const href = localHref(ctx, item.url)
    if (href && !links[item.kind]) links[item.kind] = href
  }
  return { section: sectionOf(data, ctx), links }
}

export async function productListTiles(
  props: ProductListProps,
  ctx: ContainerContext,
): Promise<Tile[] | null> {
  // From the seeded vocabulary, not the database: the home is prerendered at build time.
  const kinds = productKindsOf(ctx.brand, ctx.locale)
  if (!kinds.length) return null
  return kinds.map((kind) => ({
    key: kind.key,
    title: kind.name,
    meta: kind.description,
    ...(props.links[kind.key] ? { href: props.links[kind.key] } : {}),
  }))
}

export const productList = defineContainer({
  schema: productListSchema,
  transform: productListProps,
  Component: async ({ data, ctx }: { data: ProductListProps; ctx: ContainerContext }) => {
    const tiles = await productListTiles(data, ctx)
    if (!tiles) return null
    return (
      <CatalogueSection name="product_list" section={data.section}>
        <Tiles tiles={tiles} label={data.section.headline} />
      </CatalogueSection>
    )
  },
})

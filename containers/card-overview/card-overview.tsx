import { z } from 'zod'
import { localHref } from '@/lib/cms/links'
import { containerDesigns } from '@/lib/api/pages/catalogue'
import { OCCASION_KEYS } from '@/lib/model/catalog-keys'
import { listingRoute, listingSearch } from '@/lib/shop/catalogue/listing-urls'
import { PRODUCT_TYPE_KEYS } from '@/lib/model/product-types'
import { CatalogueSection, sectionFields, sectionOf, type Section } from '../shared/catalogue'
import { DesignTiles } from '../shared/design-tiles'
import { containerMessages } from '../shared/money'
import { defineContainer, type ContainerContext } from '../types'

/**
 * Card overview: the most popular (or newest) card designs of an occasion and/or product type, from
 * the card catalogue (lib/shop/catalogue), linking on to the full listing of the same filters unless
 * the editor sets another link. No headline is no data; no matching design renders nothing.
 */
export const cardOverviewSchema = z.object({
  ...sectionFields,
  occasion: z.enum(OCCASION_KEYS).optional().catch(undefined),
  productType: z.enum(PRODUCT_TYPE_KEYS).optional().catch(undefined),
  sort: z.enum(['popularity', 'newest']).default('popularity'),
  limit: z.coerce.number().int().min(1).max(12).default(8),
})

export interface CardOverviewProps {
  section: Section
  filters: { occasion?: (typeof OCCASION_KEYS)[number]; productType?: (typeof PRODUCT_TYPE_KEYS)[number] }
  sort: 'popularity' | 'newest'
  limit: number
}

export function cardOverviewProps(
  data: z.output<typeof cardOverviewSchema>,
  ctx: ContainerContext,
): CardOverviewProps | null {
  if (!data.headline) return null
  const filters = {
    ...(data.occasion ? { occasion: data.occasion } : {}),
    ...(data.productType ? { productType: data.productType } : {}),
  }
  return { section: sectionOf(data, ctx), filters, sort: data.sort, limit: data.limit }
}

export async function cardOverviewDesigns(props: CardOverviewProps, ctx: ContainerContext) {
  const page = await containerDesigns({
    brand: ctx.brand,
    locale: ctx.locale,
    ...props.filters,
    sort: props.sort,
    pageSize: 12,
  })
  return page.items.slice(0, props.limit)
}

export const cardOverview = defineContainer({
  schema: cardOverviewSchema,
  transform: cardOverviewProps,
  Component: async ({ data, ctx }: { data: CardOverviewProps; ctx: ContainerContext }) => {
    const [t, designs] = await Promise.all([containerMessages(ctx), cardOverviewDesigns(data, ctx)])
    if (!designs.length) return null
    const route = listingRoute(data.filters)
    const search = listingSearch(data.filters)
    const section = {
      ...data.section,
      link: data.section.link ?? {
        href: `${localHref(ctx, `/${route.join('/')}`)}${search}`,
        text: t('allDesigns'),
      },
    }
    return (
      <CatalogueSection name="card_overview" section={section}>
        <DesignTiles ctx={ctx} designs={designs} label={data.section.headline} />
      </CatalogueSection>
    )
  },
})

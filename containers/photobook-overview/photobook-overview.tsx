import { z } from 'zod'
import { PHOTOBOOK_ROUTE } from '@/lib/config/routes'
import { localHref } from '@/lib/cms/links'
import { ASPECT_RATIO_KEYS } from '@/lib/model/design-keys'
import { PHOTOBOOK_CATEGORY_KEYS } from '@/lib/model/catalog-keys'
import { formatOfShape, photobookEntrySearch } from '@/lib/shop/photo-products/photobook/configurator-query'
import { photobookOverviewSearch } from '@/lib/shop/photo-products/photobook/overview-state'
import { posterShop } from '@/lib/api/remote/poster-shop-backend'
import { PhotobookPreview } from '@/components/photo-products/photobook-preview'
import {
  CatalogueSection,
  limitField,
  sectionFields,
  sectionOf,
  Tiles,
  type Section,
  type Tile,
} from '../shared/catalogue'
import { containerMessages, tilePrice } from '../shared/money'
import { defineContainer, type ContainerContext } from '../types'

/**
 * Photo book overview: photo book designs of one category and/or shape, most popular or newest
 * first, from the photo book catalogue (through the poster-shop adapter), each tile opening the
 * photo-book configurator with its set. No headline is no data: nothing renders; no matching design
 * renders nothing either.
 */
export const photobookOverviewSchema = z.object({
  ...sectionFields,
  category: z.enum(PHOTOBOOK_CATEGORY_KEYS).optional().catch(undefined),
  aspectRatio: z.enum(ASPECT_RATIO_KEYS).optional().catch(undefined),
  sort: z.enum(['popularity', 'newest']).default('popularity'),
  limit: limitField,
})

export interface PhotobookOverviewProps {
  section: Section
  query: {
    categoryIds?: (typeof PHOTOBOOK_CATEGORY_KEYS)[number][]
    aspectRatio?: (typeof ASPECT_RATIO_KEYS)[number][]
    sort: 'popularity' | 'newest'
    limit: number
  }
}

export function photobookOverviewProps(
  data: z.output<typeof photobookOverviewSchema>,
  ctx: ContainerContext,
): PhotobookOverviewProps | null {
  if (!data.headline) return null
  return {
    section: sectionOf(data, ctx),
    query: {
      ...(data.category ? { categoryIds: [data.category] } : {}),
      ...(data.aspectRatio ? { aspectRatio: [data.aspectRatio] } : {}),
      sort: data.sort,
      limit: data.limit,
    },
  }
}

export async function photobookOverviewTiles(
  props: PhotobookOverviewProps,
  ctx: ContainerContext,
): Promise<Tile[] | null> {
  const [t, sets] = await Promise.all([containerMessages(ctx), posterShop().photobookSets(props.query, ctx)])
  if (!sets.designGroupSets.length) return null
  const shape = props.query.aspectRatio?.[0]
  const list = photobookOverviewSearch({ aspectRatio: shape }).slice(1) || undefined
  return sets.designGroupSets.map((set) => ({
    key: set.id,
    title: set.name,
    meta: set.categories.map((c) => c.name).join(', '),
    price: tilePrice(t, ctx, set.priceFrom, set.currency),
    // The tile opens the configurator with this set, in the section's shape if it has one; "back"
    // leads to the photo book overview filtered by that shape.
    href: localHref(
      ctx,
      `/${PHOTOBOOK_ROUTE}${photobookEntrySearch(set.id, list, formatOfShape(set.formats, shape))}`,
    ),
    picture: (
      <PhotobookPreview
        motif={set.preview.motif}
        palette={set.preview.palette}
        aspectRatio={set.aspectRatios[0] ?? 'square'}
      />
    ),
  }))
}

export const photobookOverview = defineContainer({
  schema: photobookOverviewSchema,
  transform: photobookOverviewProps,
  Component: async ({ data, ctx }: { data: PhotobookOverviewProps; ctx: ContainerContext }) => {
    const tiles = await photobookOverviewTiles(data, ctx)
    if (!tiles) return null
    return (
      <CatalogueSection name="photobook_overview" section={data.section}>
        <Tiles tiles={tiles} label={data.section.headline} />
      </CatalogueSection>
    )
  },
})

import { z } from 'zod'
import { localHref } from '@/lib/cms/links'
import { catalogueThemes } from '@/lib/api/pages/catalogue'
import { OCCASION_KEYS } from '@/lib/model/catalog-keys'
import { themeRoute } from '@/lib/shop/catalogue/listing-urls'
import {
  CatalogueSection,
  limitField,
  sectionFields,
  sectionOf,
  Tiles,
  type Section,
  type Tile,
} from '../shared/catalogue'
import { containerMessages } from '../shared/money'
import { defineContainer, type ContainerContext } from '../types'

/**
 * Themes overview (spec: sort by popularity or newest): the design themes with how many designs each
 * has, linking to their theme pages, from the card catalogue; optionally one occasion's themes.
 * Themes without designs are left out. No headline is no data.
 */
export const themesOverviewSchema = z.object({
  ...sectionFields,
  occasion: z.enum(OCCASION_KEYS).optional().catch(undefined),
  sort: z.enum(['popularity', 'newest']).default('popularity'),
  limit: limitField,
})

export interface ThemesOverviewProps {
  section: Section
  occasion?: (typeof OCCASION_KEYS)[number]
  sort: 'popularity' | 'newest'
  limit: number
}

export function themesOverviewProps(
  data: z.output<typeof themesOverviewSchema>,
  ctx: ContainerContext,
): ThemesOverviewProps | null {
  if (!data.headline) return null
  return {
    section: sectionOf(data, ctx),
    ...(data.occasion ? { occasion: data.occasion } : {}),
    sort: data.sort,
    limit: data.limit,
  }
}

export async function themesOverviewTiles(
  props: ThemesOverviewProps,
  ctx: ContainerContext,
): Promise<Tile[] | null> {
  const [t, themes] = await Promise.all([
    containerMessages(ctx),
    catalogueThemes({
      locale: ctx.locale,
      sort: props.sort,
      ...(props.occasion ? { occasion: props.occasion } : {}),
    }),
  ])
  const shown = themes.filter((theme) => theme.designCount > 0).slice(0, props.limit)
  if (!shown.length) return null
  return shown.map((theme) => ({
    key: theme.id,
    title: theme.name,
    meta: [t('designs', { count: theme.designCount }), theme.isSet ? t('setBadge') : '']
      .filter(Boolean)
      .join(' · '),
    href: localHref(ctx, `/${themeRoute(theme.id).join('/')}`),
  }))
}

export const themesOverview = defineContainer({
  schema: themesOverviewSchema,
  transform: themesOverviewProps,
  Component: async ({ data, ctx }: { data: ThemesOverviewProps; ctx: ContainerContext }) => {
    const tiles = await themesOverviewTiles(data, ctx)
    if (!tiles) return null
    return (
      <CatalogueSection name="themes_overview" section={data.section}>
        <Tiles tiles={tiles} label={data.section.headline} />
      </CatalogueSection>
    )
  },
})

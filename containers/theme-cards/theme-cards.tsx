import { z } from 'zod'
import { localHref } from '@/lib/cms/links'
import { catalogueTheme, containerDesigns } from '@/lib/api/pages/catalogue'
import { themeRoute } from '@/lib/shop/catalogue/listing-urls'
import {
  CatalogueSection,
  catalogueStyles,
  idField,
  sectionFields,
  sectionOf,
  type Section,
} from '../shared/catalogue'
import { DesignTiles } from '../shared/design-tiles'
import { containerMessages } from '../shared/money'
import { defineContainer, type ContainerContext } from '../types'

/**
 * Theme cards (spec: themeId, isSetPage): the cards of one design theme — a matching set of
 * invitation, menu, place card… — from the card catalogue, with the theme's name and description and
 * a link to its theme page. isSetPage (or a theme the catalogue marks as a set) shows the set badge.
 * No theme id, or one the catalogue does not know, renders nothing.
 */
export const themeCardsSchema = z.object({
  ...sectionFields,
  themeId: idField,
  isSetPage: z.boolean().default(false),
  limit: z.coerce.number().int().min(1).max(48).default(12),
})

export interface ThemeCardsProps {
  section: Section
  themeId: number
  isSetPage: boolean
  limit: number
}

export function themeCardsProps(
  data: z.output<typeof themeCardsSchema>,
  ctx: ContainerContext,
): ThemeCardsProps | null {
  if (!data.themeId) return null
  return {
    section: sectionOf(data, ctx),
    themeId: data.themeId,
    isSetPage: data.isSetPage,
    limit: data.limit,
  }
}

export async function themeCardsData(props: ThemeCardsProps, ctx: ContainerContext) {
  const theme = await catalogueTheme(props.themeId, ctx.locale)
  if (!theme) return null
  const { items, total } = await containerDesigns({
    brand: ctx.brand,
    locale: ctx.locale,
    theme: theme.id,
    pageSize: props.limit > 12 ? 48 : 12,
  })
  return items.length ? { theme, designs: items.slice(0, props.limit), total } : null
}

export const themeCards = defineContainer({
  schema: themeCardsSchema,
  transform: themeCardsProps,
  Component: async ({ data, ctx }: { data: ThemeCardsProps; ctx: ContainerContext }) => {
    const found = await themeCardsData(data, ctx)
    if (!found) return null
    const t = await containerMessages(ctx)
    const { theme, designs, total } = found
    const isSet = data.isSetPage || theme.isSet
    const section = {
      ...data.section,
      headline: data.section.headline || theme.name,
      intro: data.section.intro || theme.description || '',
      link: data.section.link ?? {
        href: localHref(ctx, `/${themeRoute(theme.id).join('/')}`) ?? '/',
        text: t('themeDesigns', { count: total, theme: theme.name }),
      },
    }
    return (
      <div data-set-page={isSet || undefined}>
        <CatalogueSection name="theme_cards" section={section}>
          {isSet && <p className={catalogueStyles.meta}>{t('setBadge')}</p>}
          <DesignTiles ctx={ctx} designs={designs} label={theme.name} />
        </CatalogueSection>
      </div>
    )
  },
})

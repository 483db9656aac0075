import { z } from 'zod'
import { localHref } from '@/lib/cms/links'
import { pickName } from '@/lib/shop/catalogue/pick-name'
import { collageRoute } from '@/lib/shop/photo-products/collage/configurator-query'
import { DEFAULT_COLLAGE_FRAME } from '@/lib/shop/photo-products/collage/materials'
import { WALL_ART_MATERIALS } from '@/lib/shop/photo-products/photo-frame/materials'
import { pricesFrom } from '@/lib/shop/photo-products/photo-frame/selection'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import {
  CatalogueSection,
  catalogueStyles,
  sectionFields,
  sectionOf,
  Tiles,
  type Section,
  type Tile,
} from '../shared/catalogue'
import { containerMessages, tilePrice } from '../shared/money'
import { defineContainer, type ContainerContext } from '../types'

/**
 * Collage overview: the material modes a photo collage is made in (spec: canvas, poster, framed
 * poster) with the lowest price of each from the wall-art catalogue, which prices a collage like any
 * print of its size and material; each tile opens the collage builder in its mode (ADR 0077). No
 * headline is no data.
 */
export const collageOverviewSchema = z.object({ ...sectionFields })

export interface CollageOverviewProps {
  section: Section
}

export function collageOverviewProps(
  data: z.output<typeof collageOverviewSchema>,
  ctx: ContainerContext,
): CollageOverviewProps | null {
  return data.headline ? { section: sectionOf(data, ctx) } : null
}

export const COLLAGE_MODES = ['leinwand', 'poster', 'framed-poster'] as const

/** The collage modes with names, lowest prices (the catalogue's currency) and the builder's link. */
export function collageModes(ctx: ContainerContext) {
  const currency = resolveShopCurrency(ctx.locale)
  const prices = new Map(pricesFrom(currency).map((p) => [p.materialType, p]))
  return {
    currency,
    modes: COLLAGE_MODES.map((mode) => {
      const material = mode === 'framed-poster' ? 'poster' : mode
      const price = prices.get(material)
      return {
        mode,
        material,
        materialName: pickName(WALL_ART_MATERIALS[material].names, ctx.locale),
        from: (mode === 'framed-poster' ? price?.framedFrom : price?.priceFrom) ?? null,
        href: localHref(ctx, collageRoute(material, mode === 'framed-poster' ? DEFAULT_COLLAGE_FRAME : null)),
      }
    }),
  }
}

/**
 * Grid or list by the collage overview experiment (a content flag: the proxy routes visitors with it
 * on to the rendering of their assignment, so the page stays cached). The list is the default.
 */
function collageLayout(ctx: ContainerContext): 'grid' | 'list' {
  return ctx.treatments?.voll_grid_overview_collage_VP313 === 'on' ? 'grid' : 'list'
}

export const collageOverview = defineContainer({
  schema: collageOverviewSchema,
  transform: collageOverviewProps,
  Component: async ({ data, ctx }: { data: CollageOverviewProps; ctx: ContainerContext }) => {
    const t = await containerMessages(ctx)
    const { currency, modes } = collageModes(ctx)
    const tiles: Tile[] = modes.flatMap((m) =>
      m.from === null
        ? []
        : [
            {
              key: m.mode,
              title:
                m.mode === 'framed-poster'
                  ? t('framedMaterial', { material: m.materialName })
                  : m.materialName,
              meta: t('collageOn', { material: m.materialName }),
              price: tilePrice(t, ctx, m.from, currency),
              href: m.href,
            },
          ],
    )
    if (!tiles.length) return null
    return (
      <CatalogueSection name="collage_overview" section={data.section}>
        <Tiles tiles={tiles} label={data.section.headline} layout={collageLayout(ctx)} />
        <p className={catalogueStyles.meta}>{t('priceNote')}</p>
      </CatalogueSection>
    )
  },
})

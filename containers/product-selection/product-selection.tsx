import { z } from 'zod'
import { pricesFrom, selectionData } from '@/lib/shop/photo-products/photo-frame/selection'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { DEFAULT_FRAMED, wallArtRoute } from '@/lib/shop/photo-products/wall-art/urls'
import { localHref } from '@/lib/cms/links'
import { BRANDS } from '@/lib/config/brands'
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
 * Product selection (spec: /web-api/product-selection-photo-frame/data): the materials a print can
 * be framed on, each with its lowest framed price, and the frame types with their colours, from the
 * wall-art catalogue. No headline is no data. In a wall-art shop each tile opens the configurator
 * framed: in the default wood frame where it fits the material, else in the material's first frame.
 */
export const productSelectionSchema = z.object({ ...sectionFields })

export interface ProductSelectionProps {
  section: Section
}

export function productSelectionProps(
  data: z.output<typeof productSelectionSchema>,
  ctx: ContainerContext,
): ProductSelectionProps | null {
  return data.headline ? { section: sectionOf(data, ctx) } : null
}

export function frameSelection(ctx: ContainerContext) {
  const currency = resolveShopCurrency(ctx.locale)
  const data = selectionData(ctx.locale)
  const prices = new Map(pricesFrom(currency).map((p) => [p.materialType, p.framedFrom]))
  const linked = BRANDS[ctx.brand].features.wallArt
  const href = (m: (typeof data.materials)[number]) => {
    const frameType = m.frameTypes.find((f) => f === DEFAULT_FRAMED.frameType) ?? m.frameTypes[0]
    return linked ? localHref(ctx, wallArtRoute(m.materialType, frameType)) : undefined
  }
  return {
    currency,
    materials: data.materials.map((m) => ({
      ...m,
      framedFrom: prices.get(m.materialType) ?? null,
      href: href(m),
    })),
    frameTypes: data.frameTypes,
  }
}

export const productSelection = defineContainer({
  schema: productSelectionSchema,
  transform: productSelectionProps,
  Component: async ({ data, ctx }: { data: ProductSelectionProps; ctx: ContainerContext }) => {
    const t = await containerMessages(ctx)
    const selection = frameSelection(ctx)
    if (!selection.materials.length) return null
    const names = new Map(selection.frameTypes.map((f) => [f.frameType, f.name]))
    const tiles: Tile[] = selection.materials.map((m) => ({
      key: m.materialType,
      title: m.name,
      meta: m.frameTypes.map((f) => names.get(f) ?? f).join(', '),
      price: tilePrice(t, ctx, m.framedFrom, selection.currency),
      href: m.href,
    }))
    return (
      <CatalogueSection name="product_selection" section={data.section}>
        <Tiles tiles={tiles} label={data.section.headline} />
        <h3>{t('frameTypes')}</h3>
        <ul>
          {selection.frameTypes.map((frame) => (
            <li key={frame.frameType}>
              <strong>{frame.name}</strong> – {frame.colours.map((c) => t(`colour.${c}`)).join(', ')}
            </li>
          ))}
        </ul>
        <p className={catalogueStyles.meta}>{t('priceNote')}</p>
      </CatalogueSection>
    )
  },
})

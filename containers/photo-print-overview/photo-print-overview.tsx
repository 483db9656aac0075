import { z } from 'zod'
import { WALL_ART_MATERIAL_KEYS } from '@/lib/shop/photo-products/photo-frame/materials'
import { formatGroupList, pricesFrom, selectionData } from '@/lib/shop/photo-products/photo-frame/selection'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { wallArtRoute } from '@/lib/shop/photo-products/wall-art/urls'
import { localHref } from '@/lib/cms/links'
import { BRANDS } from '@/lib/config/brands'
import { pickName } from '@/lib/shop/catalogue/pick-name'
import { WALL_ART_MATERIALS } from '@/lib/shop/photo-products/photo-frame/materials'
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
 * Photo print overview: the print materials (poster, canvas, acrylic glass, …) with the lowest price
 * of each over the standard formats, and the standard format groups, from the wall-art catalogue
 * (lib/shop/photo-products/photo-frame). The editor may narrow it to some materials; no headline is no data.
 * In a wall-art shop each tile opens the configurator with its material.
 */
export const photoPrintOverviewSchema = z.object({
  ...sectionFields,
  materials: z.array(z.enum(WALL_ART_MATERIAL_KEYS)).max(20).default([]),
})

export interface PhotoPrintOverviewProps {
  section: Section
  materials: (typeof WALL_ART_MATERIAL_KEYS)[number][]
}

export function photoPrintOverviewProps(
  data: z.output<typeof photoPrintOverviewSchema>,
  ctx: ContainerContext,
): PhotoPrintOverviewProps | null {
  if (!data.headline) return null
  return { section: sectionOf(data, ctx), materials: [...new Set(data.materials)] }
}

/**
 * Materials (all, or the editor's, in catalogue order) with their lowest prices and, in a wall-art
 * shop, the configurator link with the material preselected.
 */
export function photoPrintMaterials(props: PhotoPrintOverviewProps, ctx: ContainerContext) {
  const currency = resolveShopCurrency(ctx.locale)
  const wanted = props.materials.length ? new Set(props.materials) : null
  const linked = BRANDS[ctx.brand].features.wallArt
  return {
    currency,
    materials: pricesFrom(currency)
      .filter((m) => !wanted || wanted.has(m.materialType))
      .map((m) => ({
        ...m,
        name: pickName(WALL_ART_MATERIALS[m.materialType].names, ctx.locale),
        href: linked ? localHref(ctx, wallArtRoute(m.materialType)) : undefined,
      })),
  }
}

export const photoPrintOverview = defineContainer({
  schema: photoPrintOverviewSchema,
  transform: photoPrintOverviewProps,
  Component: async ({ data, ctx }: { data: PhotoPrintOverviewProps; ctx: ContainerContext }) => {
    const t = await containerMessages(ctx)
    const { currency, materials } = photoPrintMaterials(data, ctx)
    if (!materials.length) return null
    const frameable = new Set(selectionData(ctx.locale).materials.map((m) => m.materialType))
    const tiles: Tile[] = materials.map((m) => {
      const framed = frameable.has(m.materialType) ? tilePrice(t, ctx, m.framedFrom, currency) : undefined
      return {
        key: m.materialType,
        title: m.name,
        meta: framed ? t('framedFrom', { price: framed }) : undefined,
        price: tilePrice(t, ctx, m.priceFrom, currency),
        href: m.href,
      }
    })
    return (
      <CatalogueSection name="photo_print_overview" section={data.section}>
        <Tiles tiles={tiles} label={data.section.headline} />
        <h3>{t('standardFormats')}</h3>
        <ul>
          {formatGroupList(ctx.locale).map((group) => (
            <li key={group.formatGroup}>
              <strong>{group.name}:</strong> {group.formats.map((f) => f.replace('x', ' × ')).join(', ')} mm
            </li>
          ))}
        </ul>
        <p className={catalogueStyles.meta}>{t('priceNote')}</p>
      </CatalogueSection>
    )
  },
})

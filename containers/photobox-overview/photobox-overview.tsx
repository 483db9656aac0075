import { z } from 'zod'
import { photoboxData, photoboxPrices } from '@/lib/shop/photo-products/photobox/data'
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
import { photoboxSizeText } from '../shared/photobox-format'
import { containerMessages, tilePrice } from '../shared/money'
import { defineContainer, type ContainerContext } from '../types'

/**
 * Photo box overview: the box types with their lowest price (box with the fewest prints in the
 * cheapest format and paper), the print formats with how many pictures a box holds, and the box
 * designs, all from the photo box catalogue (lib/shop/photo-products/photobox). No headline is no data.
 */
export const photoboxOverviewSchema = z.object({ ...sectionFields })

export interface PhotoboxOverviewProps {
  section: Section
}

export function photoboxOverviewProps(
  data: z.output<typeof photoboxOverviewSchema>,
  ctx: ContainerContext,
): PhotoboxOverviewProps | null {
  return data.headline ? { section: sectionOf(data, ctx) } : null
}

/** The catalogue's photo box range as tiles (types) and lists (formats, designs) for a locale. */
export function photoboxRange(ctx: ContainerContext) {
  const currency = resolveShopCurrency(ctx.locale)
  const data = photoboxData(ctx.locale, currency)
  const cheapestFrom = (photoboxType: (typeof data.types)[number]['photoboxType']) =>
    Math.min(
      ...data.formats.flatMap((format) =>
        data.materials.map(
          (material) =>
            photoboxPrices(
              {
                photoboxType,
                photoboxFormat: format.photoboxFormat,
                photoboxMaterial: material.photoboxMaterial,
              },
              currency,
            ).prices[0]?.total ?? Infinity,
        ),
      ),
    )
  return {
    currency,
    types: data.types.map((type) => ({ ...type, from: cheapestFrom(type.photoboxType) })),
    formats: data.formats,
    designs: data.designs,
  }
}

export const photoboxOverview = defineContainer({
  schema: photoboxOverviewSchema,
  transform: photoboxOverviewProps,
  Component: async ({ data, ctx }: { data: PhotoboxOverviewProps; ctx: ContainerContext }) => {
    const t = await containerMessages(ctx)
    const range = photoboxRange(ctx)
    if (!range.types.length) return null
    const maxPictures = Math.max(...range.formats.map((f) => f.photoboxQuantityMax))
    const tiles: Tile[] = range.types.map((type) => ({
      key: type.photoboxType,
      title: type.name,
      meta: t('picturesUpTo', { count: maxPictures }),
      price: Number.isFinite(type.from) ? tilePrice(t, ctx, type.from, range.currency) : undefined,
    }))
    return (
      <CatalogueSection name="photobox_overview" section={data.section}>
        <Tiles tiles={tiles} label={data.section.headline} />
        <h3>{t('printFormats')}</h3>
        <ul>
          {range.formats.map((format) => (
            <li key={format.photoboxFormat}>
              {t('printFormat', {
                size: photoboxSizeText(format.photoboxFormat, ctx),
                count: format.photoboxQuantityMax,
              })}
            </li>
          ))}
        </ul>
        <h3>{t('boxDesigns', { count: range.designs.length })}</h3>
        <p className={catalogueStyles.meta}>{range.designs.map((d) => d.name).join(' · ')}</p>
      </CatalogueSection>
    )
  },
})

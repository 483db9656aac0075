import { z } from 'zod'
import { localHref } from '@/lib/cms/links'
import { PHOTO_PRINTS_ROUTE, PHOTOBOX_ROUTE } from '@/lib/config/routes'
import { photoboxEntrySearch } from '@/lib/shop/photo-products/photobox/configurator-query'
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
 * designs, all from the photo box catalogue (lib/shop/photo-products/photobox). Each type, format and
 * design opens the photo-box configurator with it chosen; prints without a box are one link away (the
 * photo-print configurator). No headline is no data.
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

/** The configurator with what a tile or list entry shows chosen, in the shop's path form. */
export function photoboxHref(ctx: ContainerContext, entry: Parameters<typeof photoboxEntrySearch>[0]) {
  return localHref(ctx, `/${PHOTOBOX_ROUTE}${photoboxEntrySearch(entry)}`)
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
      href: photoboxHref(ctx, { type: type.photoboxType }),
    }))
    return (
      <CatalogueSection name="photobox_overview" section={data.section}>
        <Tiles tiles={tiles} label={data.section.headline} />
        <h3>{t('printFormats')}</h3>
        <ul>
          {range.formats.map((format) => (
            <li key={format.photoboxFormat}>
              <a href={photoboxHref(ctx, { format: format.photoboxFormat })}>
                {t('printFormat', {
                  size: photoboxSizeText(format.photoboxFormat, ctx),
                  count: format.photoboxQuantityMax,
                })}
              </a>
            </li>
          ))}
        </ul>
        <h3>{t('boxDesigns', { count: range.designs.length })}</h3>
        <ul className={catalogueStyles.meta} data-testid="photobox-designs">
          {range.designs.map((design) => (
            <li key={design.photoboxDesignType}>
              <a href={photoboxHref(ctx, { designType: design.photoboxDesignType })}>{design.name}</a>
            </li>
          ))}
        </ul>
        <p>
          <a href={localHref(ctx, `/${PHOTO_PRINTS_ROUTE}`)} data-testid="photobox-single-prints">
            {t('singlePrints')}
          </a>
        </p>
      </CatalogueSection>
    )
  },
})

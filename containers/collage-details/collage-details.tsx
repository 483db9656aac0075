import Link from '@/components/ui/intent-link'
import { z } from 'zod'
import { localHref } from '@/lib/cms/links'
import { formatMoney } from '@/lib/i18n/format'
import { pickName } from '@/lib/shop/catalogue/pick-name'
import { FORMAT_GROUP_KEYS, FORMAT_GROUPS } from '@/lib/shop/photo-products/photo-frame/extras'
import { FRAME_TYPE_KEYS, FRAME_TYPES } from '@/lib/shop/photo-products/photo-frame/frames'
import { WALL_ART_MATERIAL_KEYS, WALL_ART_MATERIALS } from '@/lib/shop/photo-products/photo-frame/materials'
import { formatGroupPrices } from '@/lib/shop/photo-products/photo-frame/selection'
import { collageRoute, isCollageMaterial } from '@/lib/shop/photo-products/collage/configurator-query'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import {
  CatalogueSection,
  catalogueStyles,
  Facts,
  sectionFields,
  sectionOf,
  type Section,
} from '../shared/catalogue'
import { containerMessages } from '../shared/money'
import { sizeText } from '../shared/size'
import { defineContainer, type ContainerContext } from '../types'

/**
 * Collage details: the price of a collage in every format of one format group, on one material,
 * optionally framed (spec collage fields materialType, formatType, frameType), from the wall-art
 * catalogue. A frame that does not take the material is malformed data; formats the material is not
 * made in are left out. "Jetzt gestalten" opens the collage builder on that material and frame where
 * collages are made in it (ADR 0077). No material is no data.
 */
export const collageDetailsSchema = z.object({
  ...sectionFields,
  materialType: z.enum(WALL_ART_MATERIAL_KEYS).optional(),
  frameType: z.enum(FRAME_TYPE_KEYS).optional(),
  formatGroup: z.enum(FORMAT_GROUP_KEYS).default('classic'),
})

export interface CollageDetailsProps {
  section: Section
  materialType: (typeof WALL_ART_MATERIAL_KEYS)[number]
  frameType?: (typeof FRAME_TYPE_KEYS)[number]
  formatGroup: (typeof FORMAT_GROUP_KEYS)[number]
}

export function collageDetailsProps(
  data: z.output<typeof collageDetailsSchema>,
  ctx: ContainerContext,
): CollageDetailsProps | null {
  const { materialType, frameType, formatGroup } = data
  if (!materialType) return null
  if (frameType && !(FRAME_TYPES[frameType].materials as readonly string[]).includes(materialType))
    return null
  return { section: sectionOf(data, ctx), materialType, formatGroup, ...(frameType ? { frameType } : {}) }
}

export function collagePrices(props: CollageDetailsProps, ctx: ContainerContext) {
  const currency = resolveShopCurrency(ctx.locale)
  const { prices } = formatGroupPrices(
    props.formatGroup,
    { materialType: props.materialType, ...(props.frameType ? { frameType: props.frameType } : {}) },
    currency,
  )
  return {
    currency,
    material: pickName(WALL_ART_MATERIALS[props.materialType].names, ctx.locale),
    frame: props.frameType ? pickName(FRAME_TYPES[props.frameType].names, ctx.locale) : null,
    group: pickName(FORMAT_GROUPS[props.formatGroup].names, ctx.locale),
    prices: prices.flatMap((p) => (p.available && p.price !== null ? [{ ...p, price: p.price }] : [])),
  }
}

export const collageDetails = defineContainer({
  schema: collageDetailsSchema,
  transform: collageDetailsProps,
  Component: async ({ data, ctx }: { data: CollageDetailsProps; ctx: ContainerContext }) => {
    const t = await containerMessages(ctx)
    const offer = collagePrices(data, ctx)
    if (!offer.prices.length) return null
    return (
      <CatalogueSection name="collage_details" section={data.section}>
        <article className={catalogueStyles.tile} data-testid="product-details">
          <Facts
            rows={[
              [t('material'), offer.material],
              [t('frame'), offer.frame ?? t('noFrame')],
              [t('formatsLabel'), offer.group],
            ]}
          />
          <table className={catalogueStyles.table}>
            <caption className="visually-hidden">{t('priceTable')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('format')}</th>
                <th scope="col">{t('total')}</th>
              </tr>
            </thead>
            <tbody>
              {offer.prices.map((row) => (
                <tr key={row.format}>
                  <td>{sizeText(row.widthMm, row.heightMm, ctx)}</td>
                  <td>{formatMoney(row.price, ctx.locale, offer.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={catalogueStyles.meta}>{t('priceNote')}</p>
          {isCollageMaterial(data.materialType) && (
            <p>
              <Link
                className="button"
                href={localHref(ctx, collageRoute(data.materialType, data.frameType)) ?? '/'}
              >
                {t('designNow')}
              </Link>
            </p>
          )}
        </article>
      </CatalogueSection>
    )
  },
})

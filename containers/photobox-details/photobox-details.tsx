import { z } from 'zod'
import {
  PHOTOBOX_FORMAT_KEYS,
  PHOTOBOX_MATERIAL_KEYS,
  PHOTOBOX_TYPE_KEYS,
} from '@/lib/shop/photo-products/photobox/config'
import { photoboxData, photoboxPrices } from '@/lib/shop/photo-products/photobox/data'
import { resolveShopCurrency } from '@/lib/shop/sales/pricing/shop-currency'
import { formatMoney } from '@/lib/i18n/format'
import { photoboxHref } from '../photobox-overview/photobox-overview'
import {
  CatalogueSection,
  catalogueStyles,
  Facts,
  sectionFields,
  sectionOf,
  type Section,
} from '../shared/catalogue'
import { photoboxSizeText } from '../shared/photobox-format'
import { containerMessages } from '../shared/money'
import { defineContainer, type ContainerContext } from '../types'

/**
 * Photo box details: one box (type, print format, paper) with the catalogue's price for every number
 * of prints it holds, and the way into the configurator with that box chosen. All three keys are required; a key the catalogue does not have is malformed
 * data (the draft preview names it), a missing one is no data.
 */
export const photoboxDetailsSchema = z.object({
  ...sectionFields,
  photoboxType: z.enum(PHOTOBOX_TYPE_KEYS).optional(),
  photoboxFormat: z.enum(PHOTOBOX_FORMAT_KEYS).optional(),
  photoboxMaterial: z.enum(PHOTOBOX_MATERIAL_KEYS).optional(),
})

export interface PhotoboxDetailsProps {
  section: Section
  box: {
    photoboxType: (typeof PHOTOBOX_TYPE_KEYS)[number]
    photoboxFormat: (typeof PHOTOBOX_FORMAT_KEYS)[number]
    photoboxMaterial: (typeof PHOTOBOX_MATERIAL_KEYS)[number]
  }
}

export function photoboxDetailsProps(
  data: z.output<typeof photoboxDetailsSchema>,
  ctx: ContainerContext,
): PhotoboxDetailsProps | null {
  const { photoboxType, photoboxFormat, photoboxMaterial } = data
  if (!photoboxType || !photoboxFormat || !photoboxMaterial) return null
  return { section: sectionOf(data, ctx), box: { photoboxType, photoboxFormat, photoboxMaterial } }
}

export function photoboxOffer(box: PhotoboxDetailsProps['box'], ctx: ContainerContext) {
  const currency = resolveShopCurrency(ctx.locale)
  const data = photoboxData(ctx.locale, currency)
  return {
    currency,
    type: data.types.find((t) => t.photoboxType === box.photoboxType),
    format: data.formats.find((f) => f.photoboxFormat === box.photoboxFormat),
    material: data.materials.find((m) => m.photoboxMaterial === box.photoboxMaterial),
    prices: photoboxPrices(box, currency).prices,
  }
}

export const photoboxDetails = defineContainer({
  schema: photoboxDetailsSchema,
  transform: photoboxDetailsProps,
  Component: async ({ data, ctx }: { data: PhotoboxDetailsProps; ctx: ContainerContext }) => {
    const t = await containerMessages(ctx)
    const offer = photoboxOffer(data.box, ctx)
    if (!offer.type || !offer.format || !offer.material || !offer.prices.length) return null
    return (
      <CatalogueSection name="photobox_details" section={data.section}>
        <article className={catalogueStyles.tile} data-testid="product-details">
          <h3>{offer.type.name}</h3>
          <Facts
            rows={[
              [
                t('format'),
                t('printFormat', {
                  size: photoboxSizeText(offer.format.photoboxFormat, ctx),
                  count: offer.format.photoboxQuantityMax,
                }),
              ],
              [t('paper'), offer.material.name],
            ]}
          />
          <table className={catalogueStyles.table}>
            <caption className="visually-hidden">{t('priceTable')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pictures')}</th>
                <th scope="col">{t('total')}</th>
              </tr>
            </thead>
            <tbody>
              {offer.prices.map((row) => (
                <tr key={row.quantity}>
                  <td>{row.quantity}</td>
                  <td>{formatMoney(row.total, ctx.locale, offer.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={catalogueStyles.meta}>{t('priceNote')}</p>
          <a
            className="button"
            data-testid="photobox-design-now"
            href={photoboxHref(ctx, {
              type: data.box.photoboxType,
              format: data.box.photoboxFormat,
              material: data.box.photoboxMaterial,
            })}
          >
            {t('designNow')}
          </a>
        </article>
      </CatalogueSection>
    )
  },
})

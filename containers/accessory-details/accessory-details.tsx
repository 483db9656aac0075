import { z } from 'zod'
import { formatMoney } from '@/lib/i18n/format'
import { catalogueAccessories } from '@/lib/api/pages/catalogue'
import { ACCESSORY_COLOURS } from '@/lib/model/accessory-keys'
import { pickName } from '@/lib/shop/catalogue/pick-name'
import { accessoryUnitPrice } from '@/lib/shop/sales/pricing/accessory-price'
import {
  CatalogueSection,
  catalogueStyles,
  Facts,
  sectionFields,
  sectionOf,
  type Section,
} from '../shared/catalogue'
import { marketOf } from '../shared/market'
import { containerMessages } from '../shared/money'
import { sizeText } from '../shared/size'
import { defineContainer, type ContainerContext } from '../types'

/** Quantities the price table shows: inlays get cheaper by the piece as the order grows. */
export const ACCESSORY_QUANTITIES = [1, 25, 50, 100] as const

/**
 * Accessory details: one accessory by SKU (e.g. an envelope in a colour and size) with its size,
 * colour, paper and price per piece at a few quantities, from the accessory catalogue and
 * lib/shop/sales/pricing. No SKU, an unknown one, or one not sold on its own renders nothing.
 */
export const accessoryDetailsSchema = z.object({
  ...sectionFields,
  sku: z.string().trim().max(120).default(''),
})

export interface AccessoryDetailsProps {
  section: Section
  sku: string
}

export function accessoryDetailsProps(
  data: z.output<typeof accessoryDetailsSchema>,
  ctx: ContainerContext,
): AccessoryDetailsProps | null {
  return data.sku ? { section: sectionOf(data, ctx), sku: data.sku } : null
}

export async function accessoryOffer(sku: string, ctx: ContainerContext) {
  const market = marketOf(ctx)
  if (!market) return null
  const rows = await catalogueAccessories(ctx.locale)
  const row = rows.find((r) => r.sku === sku)
  if (!row?.priceKey) return null
  const priceKey = row.priceKey
  const prices = ACCESSORY_QUANTITIES.flatMap((quantity) => {
    const unitPrice = accessoryUnitPrice(priceKey, quantity, market)
    return unitPrice === null ? [] : [{ quantity, unitPrice }]
  })
  return prices.length ? { accessory: row, prices, currency: market.currency } : null
}

export const accessoryDetails = defineContainer({
  schema: accessoryDetailsSchema,
  transform: accessoryDetailsProps,
  Component: async ({ data, ctx }: { data: AccessoryDetailsProps; ctx: ContainerContext }) => {
    const offer = await accessoryOffer(data.sku, ctx)
    if (!offer) return null
    const t = await containerMessages(ctx)
    const { accessory } = offer
    const facts: [string, string][] = [[t('kindLabel'), t(`kind.${accessory.kind}`)]]
    if (accessory.widthMm && accessory.heightMm) {
      facts.push([t('format'), sizeText(accessory.widthMm, accessory.heightMm, ctx)])
    }
    if (accessory.colour)
      facts.push([t('colourLabel'), pickName(ACCESSORY_COLOURS[accessory.colour], ctx.locale)])
    return (
      <CatalogueSection name="accessory_details" section={data.section}>
        <article className={catalogueStyles.tile} data-testid="product-details">
          <h3>{accessory.name}</h3>
          <Facts rows={facts} />
          <table className={catalogueStyles.table}>
            <caption className="visually-hidden">{t('priceTable')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('quantity')}</th>
                <th scope="col">{t('unitPrice')}</th>
              </tr>
            </thead>
            <tbody>
              {offer.prices.map((row) => (
                <tr key={row.quantity}>
                  <td>{row.quantity}</td>
                  <td>{formatMoney(row.unitPrice, ctx.locale, offer.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={catalogueStyles.meta}>{t('priceNote')}</p>
        </article>
      </CatalogueSection>
    )
  },
})
